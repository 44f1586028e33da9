import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import enAuth from './locales/en/auth.json';
import enRegister from './locales/en/register.json';
import enAccount from './locales/en/account.json';
import enShell from './locales/en/shell.json';
import enHeader from './locales/en/header.json';
import enNotices from './locales/en/notices.json';
import tyCommon from './locales/ty/common.json';
import tyAuth from './locales/ty/auth.json';
import tyRegister from './locales/ty/register.json';
import tyAccount from './locales/ty/account.json';
import tyShell from './locales/ty/shell.json';
import tyHeader from './locales/ty/header.json';
import tyNotices from './locales/ty/notices.json';
import { catalogueOf, DEFAULT_LANGUAGE } from './languages';

/**
 * One catalogue per language, assembled from one file per feature (each file holds its own
 * top-level key, so features never edit each other's texts).
 */
const en = { ...enCommon, ...enAuth, ...enRegister, ...enAccount, ...enShell, ...enHeader, ...enNotices };
const ty = { ...tyCommon, ...tyAuth, ...tyRegister, ...tyAccount, ...tyShell, ...tyHeader, ...tyNotices };

export const resources = { en: { translation: en }, ty: { translation: ty } } as const;
/** The catalogue files by language, for the parity test. */
export const catalogueFiles = {
  en: { common: enCommon, auth: enAuth, register: enRegister, account: enAccount, shell: enShell, header: enHeader, notices: enNotices },
  ty: { common: tyCommon, auth: tyAuth, register: tyRegister, account: tyAccount, shell: tyShell, header: tyHeader, notices: tyNotices },
} as const;

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
