import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import ty from './locales/ty.json';
import { catalogueOf, DEFAULT_LANGUAGE } from './languages';

export const resources = { en: { translation: en }, ty: { translation: ty } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Initialises i18next once with the bundled catalogues (EN fallback for every other code). */
export function initI18n(language: string = DEFAULT_LANGUAGE) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: catalogueOf(language),
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  return i18next;
}

export function setI18nLanguage(language: string) {
  if (!i18next.isInitialized) initI18n(language);
  const lng = catalogueOf(language);
  if (i18next.language !== lng) void i18next.changeLanguage(lng);
}

/** The BCP 47 tag of a platform language code, for `<html lang>`. */
export const htmlLang = (language: string) => (catalogueOf(language) === 'ty' ? 'fil' : language.toLowerCase());

export { i18next };
