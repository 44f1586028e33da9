import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mission, MissionRank } from '@/api/contract/member';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { PartSection, PartView } from '@/core/components/PartView';
import '../page-table.css';
import { missionsFeature } from './feature';
import { selectMissions } from './selectors';
import { missionsActions, type MissionBoard } from './slice';
import './missions.css';
import '@/components/results-table.css';

const count = (n: number) => n.toLocaleString('en-US');

/** The reward of a mission: cash with the money format, or points. */
function useReward() {
  const { t } = useTranslation();
  const symbol = useAppSelector(selectMoneySymbol);
  return (m: Pick<Mission, 'reward' | 'rewardType'>) =>
    m.rewardType === 'CASH'
      ? formatMoney(m.reward, symbol)
      : t('missions.points', { points: count(m.reward) });
}

function MissionItem({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const reward = useReward();
  const titleId = useId();
  const progress = Math.min(mission.progress, mission.target);
  return (
    <li className={`mission mission-${mission.status.toLowerCase()}`}>
      <p className="mission-head">
        <strong id={titleId}>{mission.title}</strong>
        <span className="mission-type">{t(`missions.type.${mission.missionType}`)}</span>
        <span className="mission-status">{t(`missions.status.${mission.status}`)}</span>
      </p>
      {mission.description ? <p className="mission-description">{mission.description}</p> : null}
      <div className="mission-progress">
        <progress
          max={mission.target}
          value={progress}
          aria-labelledby={titleId}
          aria-valuetext={t('missions.progress', {
            progress: count(progress),
            target: count(mission.target),
          })}
        />
        <span>
          {t('missions.progress', { progress: count(progress), target: count(mission.target) })}
        </span>
      </div>
      <p className="mission-meta">
        <span>{t('missions.reward', { reward: reward(mission) })}</span>
        <span>
          {t('missions.period', {
            start: formatDateTime(mission.startTime),
            end: formatDateTime(mission.endTime),
          })}
        </span>
      </p>
    </li>
  );
}

function Summary() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { summary } = useAppSelector(selectMissions);
  return (
    <PartView
      part={summary}
      lead={t('missions.summaryFailed')}
      busy={t('missions.busy')}
      onRetry={() => dispatch(missionsActions.summaryRequested())}
    >
      {(value) =>
        value.missions.length === 0 ? (
          <p>{t('missions.empty')}</p>
        ) : (
          <>
            <p>{t('missions.open', { count: value.missionCount })}</p>
            <ul className="mission-list">
              {value.missions.map((m) => (
                <MissionItem key={m.missionId} mission={m} />
              ))}
            </ul>
          </>
        )
      }
    </PartView>
  );
}

const sameRow = (a: MissionRank, b: MissionRank | null | undefined) =>
  !!b && a.rank === b.rank && a.userName === b.userName;

function RankRow({ row, mine }: { row: MissionRank; mine: boolean }) {
  const { t } = useTranslation();
  const symbol = useAppSelector(selectMoneySymbol);
  return (
    <tr className={mine ? 'mission-rank-mine' : undefined} aria-current={mine || undefined}>
      <td data-label={t('missions.columns.rank')}>{row.rank}</td>
      <td data-label={t('missions.columns.player')}>
        {row.userName}
        {mine ? <strong className="mission-you"> {t('missions.you')}</strong> : null}
      </td>
      <td className="page-number" data-label={t('missions.columns.score')}>
        {count(row.score)}
      </td>
      <td className="page-number" data-label={t('missions.columns.reward')}>
        {row.reward != null ? formatMoney(row.reward, symbol) : '—'}
      </td>
    </tr>
  );
}

/** The ranks; the member's own row highlighted, below the list when not among it. */
function Board({ board }: { board: MissionBoard }) {
  const { t } = useTranslation();
  const mineListed = board.list.some((r) => sameRow(r, board.mine));
  return (
    <>
      <p>
        {t('missions.period', {
          start: formatDateTime(board.periodStart),
          end: formatDateTime(board.periodEnd),
        })}
      </p>
      {board.list.length === 0 ? (
        <p>{t('missions.boardEmpty')}</p>
      ) : (
        <table className="page-table mission-board stacked-table">
          <thead>
            <tr>
              <th scope="col">{t('missions.columns.rank')}</th>
              <th scope="col">{t('missions.columns.player')}</th>
              <th scope="col">{t('missions.columns.score')}</th>
              <th scope="col">{t('missions.columns.reward')}</th>
            </tr>
          </thead>
          <tbody>
            {board.list.map((row) => (
              <RankRow key={row.rank} row={row} mine={sameRow(row, board.mine)} />
            ))}
          </tbody>
          {board.mine && !mineListed ? (
            <tfoot>
              <RankRow row={board.mine} mine />
            </tfoot>
          ) : null}
        </table>
      )}
      {board.mine ? null : <p>{t('missions.notRanked')}</p>}
    </>
  );
}

/** The page as the store has it: the missions and the leaderboard, each loading or failing alone. */
export function MissionView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { board } = useAppSelector(selectMissions);
  return (
    <div className="missions-page">
      <PartSection title={t('missions.summary')}>
        <Summary />
      </PartSection>
      <PartSection title={t('missions.leaderboard')}>
        <PartView
          part={board}
          lead={t('missions.boardFailed')}
          busy={t('missions.busy')}
          onRetry={() => dispatch(missionsActions.boardRequested())}
        >
          {(value) => <Board board={value} />}
        </PartView>
      </PartSection>
    </div>
  );
}

/**
 * The member centre's mission page (spec 2 §2 missionLeaderboard, §3 mission): the member's
 * missions with their progress, type, reward, status and dates, and the leaderboard with the
 * member's own row. Loading the missions also refreshes the navigation's mission badge.
 */
export default function MissionPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(missionsActions.opened());
  }, [dispatch]);
  return <MissionView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = missionsFeature;
