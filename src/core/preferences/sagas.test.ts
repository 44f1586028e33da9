import { describe, expect, it, vi } from 'vitest';
import { mockDb } from '../../../mocks/node';
import { createTestStore, loginToken } from '@/testing/harness';
import { i18next, initI18n, setI18nLanguage } from '@/i18n';
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
    await setI18nLanguage('TY');
    const { store, services } = createTestStore();
    const calls = vi.spyOn(services.api, 'call');
    store.dispatch(preferencesActions.languageChosen('EN'));
    // The texts switch, then the flow looks at the session: a member's call would be made then.
    await vi.waitFor(() => expect(i18next.language).toBe('en'));
    expect(calls).not.toHaveBeenCalledWith('updateLanguage', expect.anything());
    expect(mockDb.state().members.every((m) => m.language === 'TY')).toBe(true);
  });
});
