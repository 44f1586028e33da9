/**
 * Language codes named by spec 2 §1, with their endonyms and the i18next catalogue that serves
 * them. Only EN and TY have catalogues; every other code falls back to EN.
 */
export const LANGUAGES = {
  TY: { name: 'Filipino', catalogue: 'ty' },
  EN: { name: 'English', catalogue: 'en' },
  CN: { name: '简体中文', catalogue: 'en' },
  TW: { name: '繁體中文', catalogue: 'en' },
  JA: { name: '日本語', catalogue: 'en' },
  KO: { name: '한국어', catalogue: 'en' },
  TH: { name: 'ไทย', catalogue: 'en' },
  VI: { name: 'Tiếng Việt', catalogue: 'en' },
  MY: { name: 'မြန်မာ', catalogue: 'en' },
  ES: { name: 'Español', catalogue: 'en' },
  HI: { name: 'हिन्दी', catalogue: 'en' },
  ID: { name: 'Bahasa Indonesia', catalogue: 'en' },
  KM: { name: 'ខ្មែរ', catalogue: 'en' },
  MS: { name: 'Bahasa Melayu', catalogue: 'en' },
  PT: { name: 'Português', catalogue: 'en' },
  TA: { name: 'தமிழ்', catalogue: 'en' },
  UR: { name: 'اردو', catalogue: 'en' },
  TR: { name: 'Türkçe', catalogue: 'en' },
  BN: { name: 'বাংলা', catalogue: 'en' },
  AR: { name: 'العربية', catalogue: 'en' },
  FA: { name: 'فارسی', catalogue: 'en' },
  RU: { name: 'Русский', catalogue: 'en' },
  KK: { name: 'Қазақ', catalogue: 'en' },
  UZ: { name: 'Oʻzbek', catalogue: 'en' },
  LO: { name: 'ລາວ', catalogue: 'en' },
  NE: { name: 'नेपाली', catalogue: 'en' },
  FR: { name: 'Français', catalogue: 'en' },
  TE: { name: 'తెలుగు', catalogue: 'en' },
  SW: { name: 'Kiswahili', catalogue: 'en' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export const DEFAULT_LANGUAGE: LanguageCode = 'TY';
/** Local-storage key of the chosen language (spec 1 §1). */
export const LANGUAGE_STORAGE_KEY = 'hisLang';
/** Languages offered when the server does not say (spec 1 §1). */
export const DEFAULT_SUPPORTED: LanguageCode[] = ['TY', 'EN'];

export const isLanguageCode = (code: unknown): code is LanguageCode =>
  typeof code === 'string' && Object.hasOwn(LANGUAGES, code);

/** The language to use: the stored choice when supported, else the default when supported, else the first. */
export function resolveLanguage(
  stored: string | null,
  supported: readonly string[],
  fallback: string,
): LanguageCode {
  const usable = supported.filter(isLanguageCode);
  if (stored && usable.includes(stored as LanguageCode)) return stored as LanguageCode;
  if (usable.includes(fallback as LanguageCode)) return fallback as LanguageCode;
  return usable[0] ?? DEFAULT_LANGUAGE;
}

/** The i18next catalogue serving a platform language code. */
export const catalogueOf = (code: string) =>
  isLanguageCode(code) ? LANGUAGES[code].catalogue : 'en';
