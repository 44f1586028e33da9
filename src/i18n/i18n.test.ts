import { describe, expect, it } from 'vitest';
import * as enCatalogue from './catalogues/en';
import * as tyCatalogue from './catalogues/ty';

import { DEFERRED_TEXT_FILES } from './feature-texts';

/** Deferred files (loaded by lazy features) are held to the same rules as the rest. */
const deferred = (lng: 'en' | 'ty') =>
  Object.fromEntries(
    Object.entries(
      import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
        eager: true,
        import: 'default',
      }),
    )
      .filter(
        ([path]) =>
          path.startsWith(`./locales/${lng}/`) &&
          (DEFERRED_TEXT_FILES as readonly string[]).includes(
            path.split('/').pop()!.replace('.json', ''),
          ),
      )
      .map(([path, file]) => [path.split('/').pop()!.replace('.json', ''), file]),
  );
const catalogueFiles = {
  en: { ...enCatalogue.files, ...deferred('en') },
  ty: { ...tyCatalogue.files, ...deferred('ty') },
};
import { catalogueOf, DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage } from './languages';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const en = Object.assign({}, ...Object.values(catalogueFiles.en)) as object;
const ty = Object.assign({}, ...Object.values(catalogueFiles.ty)) as object;

describe('catalogues', () => {
  it('each feature file of EN has its TY twin with the same top-level key', () => {
    for (const [name, file] of Object.entries(catalogueFiles.en)) {
      expect(Object.keys(catalogueFiles.ty[name as keyof typeof catalogueFiles.ty]), name).toEqual(
        Object.keys(file),
      );
    }
  });

  it('no two feature files claim the same top-level key', () => {
    const tops = Object.values(catalogueFiles.en).flatMap((f) => Object.keys(f));
    expect(new Set(tops).size).toBe(tops.length);
  });

  it('EN and TY have the same keys', () => {
    expect(keys(ty).sort()).toEqual(keys(en).sort());
  });

  it('EN and TY use the same placeholders in each text', () => {
    const get = (obj: object, key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    for (const key of keys(en))
      expect(placeholders(get(ty, key)), key).toEqual(placeholders(get(en, key)));
  });

  it('has no empty text', () => {
    const get = (obj: object, key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    for (const key of keys(en)) {
      expect(get(en, key).trim(), key).not.toBe('');
      expect(get(ty, key).trim(), key).not.toBe('');
    }
  });
});

describe('languages', () => {
  it('names the ~30 codes of spec 2 §1 and defaults to TY', () => {
    expect(Object.keys(LANGUAGES).length).toBeGreaterThanOrEqual(29);
    expect(DEFAULT_LANGUAGE).toBe('TY');
  });

  it('serves every code without a catalogue from EN', () => {
    expect(catalogueOf('TY')).toBe('ty');
    expect(catalogueOf('VI')).toBe('en');
    expect(catalogueOf('XX')).toBe('en');
  });

  it('keeps a stored supported language, else the default, else the first offered', () => {
    expect(resolveLanguage('EN', ['TY', 'EN'], 'TY')).toBe('EN');
    expect(resolveLanguage('VI', ['TY', 'EN'], 'TY')).toBe('TY');
    expect(resolveLanguage(null, ['EN', 'VI'], 'TY')).toBe('EN');
    expect(resolveLanguage('XX', ['XX'], 'ZZ')).toBe('TY');
  });
});
