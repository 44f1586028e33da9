import { parseAmount, toMinor, type AmountError } from '@/lib/money';

/** What is wrong with an amount typed against limits: the parse error, or a limit it crosses. */
export type AmountProblem =
  | { error: AmountError }
  | { error: 'belowMin'; limit: number }
  | { error: 'aboveMax'; limit: number }
  | { error: 'aboveAvailable'; limit: number };

export interface AmountLimits {
  min: number;
  max: number;
  /** What can be spent now (the withdrawable amount); absent: no such bound. */
  available?: number;
}

/**
 * The amount a member typed, checked exactly (minor units) against the limits: the amount, or
 * the first problem (the form keeps the text and says what is wrong, naming the limit).
 */
export function checkAmount(
  text: string,
  limits: AmountLimits,
): { ok: true; amount: number } | ({ ok: false } & AmountProblem) {
  const parsed = parseAmount(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  if (parsed.minor < toMinor(limits.min))
    return { ok: false, error: 'belowMin', limit: limits.min };
  if (parsed.minor > toMinor(limits.max))
    return { ok: false, error: 'aboveMax', limit: limits.max };
  if (limits.available !== undefined && parsed.minor > toMinor(limits.available))
    return { ok: false, error: 'aboveAvailable', limit: limits.available };
  return { ok: true, amount: parsed.amount };
}

/** Part of an amount (what arrived of a payout): a valid amount strictly below the whole. */
export function checkPart(
  text: string,
  whole: number,
): { ok: true; amount: number } | { ok: false; error: AmountError | 'notBelow' } {
  const parsed = parseAmount(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  if (parsed.minor >= toMinor(whole)) return { ok: false, error: 'notBelow' };
  return { ok: true, amount: parsed.amount };
}
