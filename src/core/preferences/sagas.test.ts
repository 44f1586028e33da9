import { describe, expect, it } from 'vitest';
import { mockDb } from '../../../mocks/node';
import { createTestStore, loginToken } from '@/testing/harness';
import { i18next, initI18n } from '@/i18n';
import { sessionActions } from '@/core/session/slice';
import { preferencesActions } from './slice';

describe('preferences', () => {
  it('stores the theme in local storage', () => {
    const { store } = createTestStore();
    store.dispatch(preferencesActions.themeChanged('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('stores a chosen language as hisLang and switches the texts', async () => {
    await initI18n('TY');
    const { store } = createTestStore();
    store.dispatch(preferencesActions.languageChosen('EN'));
    expect(localStorage.getItem('hisLang')).toBe('EN');
    await expect.poll(() => i18next.t('status.contactUs')).toBe('Contact Us');
    store.dispatch(preferencesActions.languageChosen('TY'));
    await expect.poll(() => i18next.t('status.contactUs')).toBe('Makipag-ugnayan sa Amin');
  });

  it('tells the server the language of a logged-in member', async () => {
    const { store } = createTestStore();
    store.dispatch(sessionActions.tokenReceived(await loginToken('player1')));
    store.dispatch(preferencesActions.languageChosen('EN'));
    await expect
      .poll(() => mockDb.state().members.find((m) => m.account === 'player1')?.language)
      .toBe('EN');
  });

  it('does not call the server for a visitor', async () => {
    const { store } = createTestStore();
    store.dispatch(preferencesActions.languageChosen('EN'));
    await new Promise((r) => setTimeout(r, 50));
    expect(mockDb.state().members.every((m) => m.language === 'TY')).toBe(true);
  });
});
