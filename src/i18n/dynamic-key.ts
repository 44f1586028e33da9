import type { TFunction } from 'i18next';

/**
 * The text of a key built at run time (a code the server sends, e.g. a game classification or a
 * sport), or the code itself when the catalogue lacks it. Typed loosely on purpose: checking a
 * template key against the whole catalogue's key union is too deep for the type checker (TS2589).
 */
export function textOfCode(t: TFunction, prefix: string, code: string): string {
  const loose = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return loose(`${prefix}.${code}`, { defaultValue: code });
}
