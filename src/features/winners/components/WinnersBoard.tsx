import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RANK_TYPES, type RankType } from '@/api/contract/constants';
import { TabList, tabId } from '@/components/TabList';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectCurrencySymbol } from '@/core/system/selectors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { selectBoard } from '../selectors';
import { winnersActions } from '../slice';
import '@/components/results-table.css';
import '../winners.css';

export type HeadingLevel = 2 | 3;

interface ViewProps {
  rankType: RankType;
  onRankType: (rankType: RankType) => void;
  onRetry: () => void;
  /** Heading level of the board (3 inside a page's block of cards). */
  level?: HeadingLevel;
}

/**
 * The winners list and the leaderboard (GCSGAME_getRankList; spec 2 §2, §7 Home row) as the store
 * has them: a tab per rank type (biggest wins, biggest multipliers), each a table of rank, masked
 * player, game and time, bet and amount; loading keeps the board's height, then its rows, "no
 * winners yet", or why they could not be loaded with a retry.
 */
export function WinnersBoardView({ rankType, onRankType, onRetry, level = 2 }: ViewProps) {
  const { t } = useTranslation();
  const Heading = `h${level}` as const;
  const id = useId();
  const panelId = `${id}-panel`;
  const board = useAppSelector((s) => selectBoard(s, rankType));
  const symbol = useAppSelector(selectCurrencySymbol);
  const waiting = board.status === 'idle' || board.status === 'loading';
  let content;
  if (board.status === 'failed' && board.failure) {
    content = (
      <PageFailureNotice
        failure={board.failure}
        lead={t('winners.failed')}
        busy={t('winners.busy')}
        onRetry={onRetry}
      />
    );
  } else if (waiting && board.items.length === 0) {
    content = <p className="winners-board__note">{t('winners.loading')}</p>;
  } else if (board.items.length === 0) {
    content = <p className="winners-board__note">{t('winners.empty')}</p>;
  } else {
    content = (
      <div className="results-table-wrap">
        <table className="results-table">
          <thead>
            <tr>
              <th scope="col">{t('winners.rank')}</th>
              <th scope="col">{t('winners.player')}</th>
              <th scope="col">{t('winners.game')}</th>
              <th scope="col">{t('winners.bet')}</th>
              <th scope="col">{rankType === 'WIN' ? t('winners.win') : t('winners.multiplier')}</th>
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
                    className="winners-board__time"
                    dateTime={new Date(row.createdAt).toISOString()}
                  >
                    {formatDateTime(row.createdAt)}
                  </time>
                </td>
                <td>{formatMoney(row.betAmount, symbol)}</td>
                <td>
                  {rankType === 'WIN'
                    ? formatMoney(row.winAmount, symbol)
                    : t('winners.times', { multiplier: row.multiplier })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="winners-board" aria-labelledby={id}>
      <Heading id={id}>{t('winners.title')}</Heading>
      <TabList
        label={t('winners.boards')}
        tabs={RANK_TYPES.map((type) => ({ id: type, label: t(`winners.${type}`) }))}
        selected={rankType}
        onSelect={(type) => onRankType(type as RankType)}
        idBase={id}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(id, rankType)} aria-busy={waiting}>
        {content}
      </div>
    </section>
  );
}

/** The board: each tab's rows asked for when it is shown (fresh: winners change all day). */
export function WinnersBoard({ level }: { level?: HeadingLevel }) {
  const dispatch = useAppDispatch();
  const [rankType, setRankType] = useState<RankType>('WIN');
  useEffect(() => {
    dispatch(winnersActions.boardRequested(rankType));
  }, [dispatch, rankType]);
  return (
    <WinnersBoardView
      rankType={rankType}
      onRankType={setRankType}
      onRetry={() => dispatch(winnersActions.boardRequested(rankType))}
      level={level}
    />
  );
}
