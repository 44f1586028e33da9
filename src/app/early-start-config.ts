/**
 * Build side of the page's early start (src/app/early-start.ts): the config `earlyStart` runs with,
 * from the app's own constants, and the markup vite.config.ts puts into index.html. Imported by
 * vite.config.ts and the tests, never by the app, so relative imports only (no `@/` in the config).
 */
import { routes } from '../api/contract/routes.gen';
import { DEFAULT_BRAND } from '../api/contract/constants';
import { ROUTE_TABLE } from '../core/routes';
import { BRAND_CSS_KEY, BRAND_STYLE_ID, BRAND_THEME_KEY } from '../lib/brand-head';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_SUPPORTED,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from '../i18n/languages';
import { BANNER_GROUPS } from '../api/contract/constants';
import {
  bannerGroupOf,
  HOME_PATHS,
  REGISTER_PATHS,
  START_ANNOUNCEMENTS,
} from '../features/notices/banners';
import type { DeferredTextFile } from '../i18n/feature-texts';
import en from '../i18n/locales/en/common.json';
import ty from '../i18n/locales/ty/common.json';
import {
  APP_HOLD_MAX_MS,
  PAINT_FALLBACK_MS,
  SLOW_LINE_MS,
  EARLY_KEY,
  earlyStart,
  INSTALL_OFFER_KEY,
  REQUEST_TIMEOUT_MS,
  type EarlyStartConfig,
} from './early-start';

/** Local- and session-storage keys the app reads at start (preferences slice, session sagas). */
export const THEME_KEY = 'theme';
export const TOKEN_KEY = 'token';

/** The catalogues and their first-page `app` texts, for the shell. */
const CATALOGUE_TEXTS: Record<string, Record<string, string>> = { en: en.app, ty: ty.app };

export function earlyStartConfig(
  preload: EarlyStartConfig['preload'],
  app: EarlyStartConfig['app'],
  startCalls = true,
): EarlyStartConfig {
  const { brandConfig, systemStatus, announcements } = routes;
  return {
    parkAt: EARLY_KEY,
    installOfferAt: INSTALL_OFFER_KEY,
    startCalls,
    calls: {
      brandConfig: { path: brandConfig.path, module: brandConfig.module },
      systemStatus: { path: systemStatus.path, module: systemStatus.module },
      announcements: { path: announcements.path, module: announcements.module },
    },
    merchant: DEFAULT_BRAND.merchant,
    language: DEFAULT_LANGUAGE,
    languages: Object.keys(LANGUAGES),
    start: {
      query: { ...START_ANNOUNCEMENTS },
      supported: DEFAULT_SUPPORTED,
      brandLanguage: DEFAULT_BRAND.defaultLanguage,
      bannerGroups: bannerGroups(),
    },
    languageKey: LANGUAGE_STORAGE_KEY,
    themeKey: THEME_KEY,
    tokenKey: TOKEN_KEY,
    brand: { styleId: BRAND_STYLE_ID, cssKey: BRAND_CSS_KEY, themeKey: BRAND_THEME_KEY },
    timeoutMs: REQUEST_TIMEOUT_MS,
    catalogues: Object.fromEntries(
      Object.entries(LANGUAGES)
        .filter(([, l]) => l.catalogue !== 'en')
        .map(([code, l]) => [code, l.catalogue]),
    ),
    htmlLangs: { ty: 'fil' },
    preload,
    app,
    appHoldMaxMs: APP_HOLD_MAX_MS,
    paintFallbackMs: PAINT_FALLBACK_MS,
    slowLineMs: SLOW_LINE_MS,
  };
}

/** Route path (no trailing slash) → banner group, for every path that has one. */
function bannerGroups(): Record<string, string> {
  const paths = [
    ...HOME_PATHS,
    ...REGISTER_PATHS,
    ...BANNER_GROUPS,
    ...ROUTE_TABLE.flatMap((r) => r.paths),
  ];
  return Object.fromEntries(
    paths.flatMap((path) => {
      const group = bannerGroupOf(path);
      return group === null ? [] : [[path.length > 1 ? path.replace(/\/+$/, '') : path, group]];
    }),
  );
}

/**
 * The deferred text files each section's feature loads as it first shows (its feature and what
 * it requires, as lazy-feature loads them): the build preloads their chunks with the section's
 * (vite.config.ts), so they do not wait for the section's code to ask. early-start-config.test.ts
 * keeps this equal to the sections' features.
 */
export const SECTION_TEXTS: Record<string, readonly DeferredTextFile[]> = {
  index: ['games'],
  egame: ['games'],
  byIframe: ['launch'],
  elott: ['lottery'],
  lottery: ['lottery'],
  vnlottery: ['lottery'],
  pointMall: ['points'],
  promo: ['promotions'],
  promoDetail: ['promotions'],
  seamless: ['seamless', 'games'],
  register: ['auth', 'register'],
  download: ['download'],
  help: ['protocol'],
};

/** Route path → section, for every path of the route table. */
export const routeSections = (): Record<string, string> =>
  Object.fromEntries(ROUTE_TABLE.flatMap((r) => r.paths.map((p) => [p, r.section])));

/** The inline script for `<head>`: `earlyStart` with its config (`minify`: the build's). */
export function earlyStartScript(
  config: EarlyStartConfig,
  minify: (code: string) => string = (code) => code,
): string {
  // `<` escaped: the JSON cannot close the script element.
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return `<script>${minify(`(${earlyStart.toString()})(window, ${json});`)}</script>`;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A shell text (`app.<key>`) in every catalogue; CSS shows the one `<html data-boot-text>` names. */
export function shellText(key: string): string {
  const name = key.replace(/^app\./, '');
  return Object.entries(CATALOGUE_TEXTS)
    .map(([catalogue, texts]) => {
      const text = texts[name];
      if (!text)
        throw new Error(`index.html asks for the shell text ${key}, which ${catalogue} lacks`);
      return `<span data-boot-text="${catalogue}">${escapeHtml(text)}</span>`;
    })
    .join('');
}

/** Hides the shell texts of the catalogues not in use. */
export const shellTextRules = (): string =>
  `<style>${Object.keys(CATALOGUE_TEXTS)
    .map((c) => `[data-boot-text='${c}'] span[data-boot-text]:not([data-boot-text='${c}'])`)
    .join(',')}{display:none}</style>`;
