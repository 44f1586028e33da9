import { describe, expect, it } from 'vitest';
import { i18next, initI18n, setI18nLanguage } from './index';
import { loadFeatureTexts } from './feature-texts';

describe('deferred feature texts', () => {
  it('load into the language shown, and a switch brings the first-page texts and the feature texts', async () => {
    await initI18n('TY');
    await setI18nLanguage('TY');
    await loadFeatureTexts(['games']);
    expect(i18next.t('games.hot.title')).toBe('Mga patok na laro');
    await setI18nLanguage('EN');
    expect(i18next.t('games.hot.title')).toBe('Hot games');
    expect(i18next.t('layout.helpCentre')).toBe('Help centre');
  });
});
