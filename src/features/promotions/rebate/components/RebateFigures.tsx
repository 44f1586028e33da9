import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { formatRate } from '../rebate-format';

/** The headers of a rebate's three figures: valid bet, rate, rebate (right-aligned). */
export function FigureHeaders() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col" className="money">
        {t('rebate.column.validBet')}
      </th>
      <th scope="col" className="money">
        {t('rebate.column.rate')}
      </th>
      <th scope="col" className="money">
        {t('rebate.column.amount')}
      </th>
    </>
  );
}

/** A category's or a claim's valid bet, rate and rebate. */
export function FigureCells({
  figures,
  symbol,
}: {
  figures: { validBet: number; rate: number; amount: number };
  symbol: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <td className="money" data-label={t('rebate.column.validBet')}>
        {formatMoney(figures.validBet, symbol)}
      </td>
      <td className="money" data-label={t('rebate.column.rate')}>
        {formatRate(figures.rate)}
      </td>
      <td className="money" data-label={t('rebate.column.amount')}>
        {formatMoney(figures.amount, symbol)}
      </td>
    </>
  );
}
