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

/** What can be wrong with an amount bounded only by what can be spent (a transfer). */
export type AvailableProblem = Exclude<AmountProblem, { error: 'belowMin' | 'aboveMax' }>;

type Checked<P> = { ok: true; amount: number } | ({ ok: false } & P);

/**
 * The amount a member typed, checked exactly (minor units) against the limits: the amount, or
 * the first problem (the form keeps the text and says what is wrong, naming the limit).
 */
export function checkAmount(text: string, limits: AmountLimits): Checked<AmountProblem> {
  const parsed = parseAmount(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  if (parsed.minor < toMinor(limits.min))
    return { ok: false, error: 'belowMin', limit: limits.min };
  if (parsed.minor > toMinor(limits.max))
    return { ok: false, error: 'aboveMax', limit: limits.max };
  return withinAvailable(parsed, limits.available);
}

/**
 * The amount a member typed, checked exactly against what can be spent only (the source wallet of
 * a transfer; null or absent while unknown: no bound, the server checks it).
 */
export function checkAvailable(text: string, available?: number | null): Checked<AvailableProblem> {
  const parsed = parseAmount(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  return withinAvailable(parsed, available);
}

function withinAvailable(
  parsed: { amount: number; minor: number },
  available: number | null | undefined,
): Checked<AvailableProblem> {
  if (available != null && parsed.minor > toMinor(available))
    return { ok: false, error: 'aboveAvailable', limit: available };
  return { ok: true, amount: parsed.amount };
}

/** Part of an amount (what arrived of a payout): a valid amount strictly below the whole. */
export function checkPart(
  text: string,
  whole: number,
): Checked<{ error: AmountError | 'notBelow' }> {
  const parsed = parseAmount(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  if (parsed.minor >= toMinor(whole)) return { ok: false, error: 'notBelow' };
  return { ok: true, amount: parsed.amount };
}
