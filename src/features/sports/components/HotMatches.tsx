import { textOfCode } from '@/i18n/dynamic-key';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '@/api/contract/sports';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { FailedState } from '@/components/FailedState';
import { shellActions } from '@/features/shell/slice';
import { formatDateTime } from '@/lib/format';
import { sportsActions } from '../slice';
import { selectHotMatches } from '../selectors';
import '../sports.css';
import { type HotMatchCategory } from '@/api/contract/constants';

type T = ReturnType<typeof useTranslation>['t'];
/** A sport's name in the user's language (the code itself for one the catalogue lacks). */
const sportName = (t: T, sport: string) => textOfCode(t, 'sports.sport', sport);
/** yyyy-MM-dd hh:mm, local time (spec 1 §2.13's format without the seconds). */
const kickoff = (ms: number) => formatDateTime(ms).slice(0, 16);
const odd = (n: number) => n.toFixed(2);

/**
 * The sports hot matches of the sports or esports lobby (spec 2 §2 names the screen): live ones
 * with their score, upcoming ones with their kick-off, the match-result odds and a bet button that
 * starts the sportsbook offering the match. Refreshed every minute while shown; hidden altogether
 * when the server does not offer it.
 */
export function HotMatches({ category }: { category: HotMatchCategory }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const board = useAppSelector((s) => selectHotMatches(s, category));
  const headingId = useId();
  useEffect(() => {
    dispatch(sportsActions.hotMatchesShown({ category }));
    return () => {
      dispatch(sportsActions.hotMatchesHidden({ category }));
    };
  }, [dispatch, category]);
  if (board.status === 'off') return null;
  const title = category === 'ESPORTS' ? t('sports.esportsTitle') : t('sports.title');
  return (
    <section className="hot-matches" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {board.status === 'failed' ? (
        <FailedState
          message={t('sports.failed', { reason: board.error ?? '' })}
          retryLabel={t('games.retry')}
          onRetry={() => dispatch(sportsActions.hotMatchesRetried({ category }))}
        />
      ) : board.status === 'loaded' && !board.matches.length ? (
        <p className="games-state">{t('sports.empty')}</p>
      ) : board.status !== 'loaded' ? (
        <p className="games-state" aria-busy="true">
          {t('games.loading')}
        </p>
      ) : (
        <ul className="hot-matches__list" aria-label={title}>
          {board.matches.map((match) => (
            <MatchItem
              key={match.matchId}
              match={match}
              onBet={() =>
                dispatch(
                  shellActions.gameStartRequested({
                    game: {
                      ...match.game,
                      displayName: match.game.displayName ?? match.game.vassalage,
                    },
                  }),
                )
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function MatchItem({ match, onBet }: { match: HotMatch; onBet: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const name = t('sports.versus', { home: match.homeTeam, away: match.awayTeam });
  const book = match.game.displayName ?? match.game.vassalage;
  const odds: [label: string, mark: string, value: number][] = [
    [t('sports.homeWin'), '1', match.odds.home],
    ...(match.odds.draw != null
      ? [[t('sports.draw'), 'X', match.odds.draw] as [string, string, number]]
      : []),
    [t('sports.awayWin'), '2', match.odds.away],
  ];
  return (
    <li>
      <article className={`hot-match${match.live ? ' hot-match--live' : ''}`} aria-labelledby={id}>
        <p className="hot-match__league">
          {sportName(t, match.sport)} · {match.league}
        </p>
        <h3 id={id} className="hot-match__teams">
          {name}
        </h3>
        {match.live ? (
          <p className="hot-match__state">
            <span className="hot-match__live">{t('sports.live')}</span>{' '}
            {match.homeScore != null && match.awayScore != null && (
              <>
                <span className="visually-hidden">
                  {t('sports.score', { home: match.homeScore, away: match.awayScore })}
                </span>
                <span aria-hidden="true">
                  {match.homeScore} – {match.awayScore}
                </span>
              </>
            )}
          </p>
        ) : (
          <p className="hot-match__state">
            <time dateTime={new Date(match.startTime).toISOString()}>
              {t('sports.kickoff', { time: kickoff(match.startTime) })}
            </time>
          </p>
        )}
        <dl className="hot-match__odds" aria-label={t('sports.odds')}>
          {odds.map(([label, mark, value]) => (
            <div key={mark}>
              <dt>
                <abbr title={label}>{mark}</abbr>
              </dt>
              <dd>{odd(value)}</dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          className="hot-match__bet"
          aria-label={t('sports.betOn', { match: name, book })}
          onClick={onBet}
        >
          {t('sports.bet')}
        </button>
      </article>
    </li>
  );
}
