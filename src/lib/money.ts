/**
 * Exact money (spec 2 §9, issue 14): amounts travel as numbers with at most two decimals, but every
 * sum, difference and comparison is done in integer minor units (cents), never in float.
 */

/** An amount in minor units (an integer number of cents). */
export type Minor = number;

/** Minor units of an amount as the server sends it (at most two decimals). */
export const toMinor = (amount: number): Minor => Math.round(amount * 100);

/** The amount of a number of minor units. */
export const fromMinor = (minor: Minor): number => minor / 100;

/** The exact sum of amounts. */
export const sumMoney = (amounts: readonly number[]): number =>
  fromMinor(amounts.reduce((sum, a) => sum + toMinor(a), 0));

/** a - b, exactly. */
export const subtractMoney = (a: number, b: number): number => fromMinor(toMinor(a) - toMinor(b));

export type AmountError = 'empty' | 'notNumber' | 'decimals' | 'zero';

export type ParsedAmount =
  | { ok: true; minor: Minor; amount: number }
  | { ok: false; error: AmountError };

const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.(\d*))?$/;

/**
 * What a member typed into an amount field: digits, optional thousands commas, a point and at most
 * two decimals. Parsed from the text (not through float), so "0.1" is exactly 10 minor units.
 */
export function parseAmount(text: string): ParsedAmount {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: 'empty' };
  const match = AMOUNT.exec(trimmed);
  if (!match) return { ok: false, error: 'notNumber' };
  const fraction = match[4] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  const whole = match[1]!.replace(/,/g, '');
  if (whole.length > 13) return { ok: false, error: 'notNumber' };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor === 0) return { ok: false, error: 'zero' };
  return { ok: true, minor, amount: fromMinor(minor) };
}
