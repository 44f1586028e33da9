import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/core/hooks';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLotteryList } from '@/features/lottery/use-lottery-list';
import { ListStatus, type HeadingLevel } from './ListStatus';
import { TabList, tabId } from './TabList';
import { selectCurrencySymbol } from '@/core/system/selectors';
import { RANK_TYPES, type RankType } from '@/api/contract/constants';

/** Winners list and leaderboard (GCSGAME_getRankList): biggest wins and biggest multipliers. */
export function WinnersBoard({ level = 2 }: { level?: HeadingLevel }) {
  const { t } = useTranslation();
  const Heading = `h${level}` as const;
  const id = useId();
  const [rankType, setRankType] = useState<RankType>('WIN');
  const board = useLotteryList({ kind: 'rank', rankType }, { fresh: true });
  const symbol = useAppSelector(selectCurrencySymbol);
  const panelId = `${id}-panel`;
  return (
    <section className="lottery-card" aria-labelledby={id}>
      <Heading id={id}>{t('lottery.winners.title')}</Heading>
      <TabList
        label={t('lottery.winners.boards')}
        tabs={RANK_TYPES.map((type) => ({ id: type, label: t(`lottery.winners.${type}`) }))}
        selected={rankType}
        onSelect={(type) => setRankType(type as RankType)}
        idBase={id}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(id, rankType)}>
        <ListStatus state={board} name="rank" onRetry={board.retry}>
          {board.items.length === 0 ? (
            <p>{t('lottery.winners.empty')}</p>
          ) : (
            <table className="lottery-table">
              <thead>
                <tr>
                  <th scope="col">{t('lottery.winners.rank')}</th>
                  <th scope="col">{t('lottery.winners.player')}</th>
                  <th scope="col">{t('lottery.winners.game')}</th>
                  <th scope="col">{t('lottery.winners.bet')}</th>
                  <th scope="col">
                    {rankType === 'WIN'
                      ? t('lottery.winners.win')
                      : t('lottery.winners.multiplier')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.items.map((row) => (
                  <tr key={`${row.rank}-${row.userName}`}>
                    <td>{row.rank}</td>
                    <th scope="row">{row.userName}</th>
                    <td>
                      {row.gameName}
                      <time
                        className="lottery-muted"
                        dateTime={new Date(row.createdAt).toISOString()}
                      >
                        {formatDateTime(row.createdAt)}
                      </time>
                    </td>
                    <td>{formatMoney(row.betAmount, symbol)}</td>
                    <td>
                      {rankType === 'WIN'
                        ? formatMoney(row.winAmount, symbol)
                        : `×${row.multiplier}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ListStatus>
      </div>
    </section>
  );
}
