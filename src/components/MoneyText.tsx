import { formatMoney } from '@/lib/format';
import './money-text.css';

/**
 * An amount with two decimals, thousands separators and the symbol (spec 2 §9); a negative one
 * keeps its minus sign and is red besides (records, reports).
 */
export function MoneyText({ amount, symbol }: { amount: number; symbol: string }) {
  const text = formatMoney(amount, symbol);
  return (
    <span className={text.startsWith('-') ? 'money-text money-text--negative' : 'money-text'}>
      {text}
    </span>
  );
}
