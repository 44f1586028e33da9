import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PromotionErrorCodes } from '@/api/contract/constants';
import type { RebateSummaryValue } from '@/api/contract/promotions';
import { textOfCode } from '@/i18n/dynamic-key';
import { formatMoney } from '@/lib/format';
import { sumMoney } from '@/lib/money';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import type { RebateState } from '../slice';
import { FigureCells, FigureHeaders } from './RebateFigures';
import '@/components/results-table.css';

export interface RebateSummaryProps {
  summary: RebateSummaryValue;
  claim: RebateState['claim'];
  symbol: string;
  onClaim: (gameType?: RebateSummaryValue['categories'][number]['gameType']) => void;
}

/**
 * The period's rebate per category (valid bet, rate, amount) with the exact total; a category at
 * or above the minimum offers its claim, one below it says so; "claim all" claims every category
 * that may be claimed.
 */
export function RebateSummary({ summary, claim, symbol, onClaim }: RebateSummaryProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const money = (n: number) => formatMoney(n, symbol);
  const min = money(summary.minClaim);
  const total = sumMoney(summary.categories.map((c) => c.amount));
  const claimable = summary.categories.filter((c) => c.amount >= summary.minClaim);
  const sending = claim.status === 'sending';
  const claimButton = (
    label: string,
    gameType?: (typeof claimable)[number]['gameType'],
    name?: string,
  ) => {
    const text = sending && claim.target === (gameType ?? 'ALL') ? t('rebate.sending') : label;
    return (
      <button
        type="button"
        className="promotions-primary"
        aria-label={name ? `${text} ${name}` : undefined}
        aria-disabled={sending}
        onClick={() => {
          if (!sending) onClaim(gameType);
        }}
      >
        {text}
      </button>
    );
  };
  return (
    <>
      <table className="rebate-table stacked-table" aria-describedby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('rebate.column.category')}</th>
            <FigureHeaders />
            <th scope="col">{t('rebate.column.action')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.categories.map((c) => {
            const name = textOfCode(t, 'shell.sideMenu.category', c.gameType);
            return (
              <tr key={c.gameType}>
                <th scope="row" data-label={t('rebate.column.category')}>
                  {name}
                </th>
                <FigureCells figures={c} symbol={symbol} />
                <td>
                  {c.amount >= summary.minClaim
                    ? claimButton(t('rebate.claim'), c.gameType, name)
                    : t('rebate.belowMinimum', { min })}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('rebate.total')}</th>
            <td />
            <td />
            <td className="money">{money(total)}</td>
            <td>{claimable.length > 0 ? claimButton(t('rebate.claimAll')) : null}</td>
          </tr>
        </tfoot>
      </table>
      <p id={captionId} className="promotions-note">
        {claimable.length > 0
          ? t('rebate.minimumNote', { min })
          : t('rebate.nothingClaimable', { min })}
      </p>
      {claim.status === 'done' && claim.total !== null ? (
        <p role="status">{t('rebate.claimed', { amount: money(claim.total) })}</p>
      ) : null}
      {claim.status === 'failed' && claim.failure ? (
        <PageFailureNotice
          failure={claim.failure}
          busy={t('rebate.busy')}
          reason={
            claim.failure.code === PromotionErrorCodes.rebateBelowMinimum
              ? t('rebate.belowMinimumRefused', { min })
              : undefined
          }
        />
      ) : null}
    </>
  );
}
