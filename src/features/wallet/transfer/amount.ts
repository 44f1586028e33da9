import { parseAmount, toMinor, type AmountError } from '@/lib/money';

export type TransferAmountError = AmountError | 'aboveAvailable';

/**
 * A transfer amount as typed: parsed exactly (empty, not a number, more than two decimals, zero)
 * and at most what the source wallet holds (when known). The amount, or what is wrong.
 */
export function checkTransferAmount(
  text: string,
  available: number | null,
): { ok: true; amount: number } | { ok: false; error: TransferAmountError } {
  const parsed = parseAmount(text);
  if (!parsed.ok) return parsed;
  if (available !== null && parsed.minor > toMinor(available))
    return { ok: false, error: 'aboveAvailable' };
  return { ok: true, amount: parsed.amount };
}
