import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@/api/contract/lottery';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { useLotteryList } from '@/features/lottery/use-lottery-list';
import { findGame } from '../links';
import { lotteryActions } from '../slice';
import { selectFavouriteIds } from '../selectors';
import { GameEntry } from '../components/GameEntry';
import { ListStatus } from '../components/ListStatus';
import { LotteryFrame } from '../components/LotteryFrame';
import { latestPerGame, OpenedNumbers } from '../components/OpenedNumbers';
import { PrizeTable } from '../components/PrizeTable';
import { useLotteryLaunch } from '@/features/lottery/use-lottery-launch';
import '../lottery.css';
import { selectIsLoggedIn, selectMemberAccount } from '@/core/session/selectors';

const vnHref = (gameCode: string) => `/vnlottery?${new URLSearchParams({ gameCode })}`;

function GameList({
  games,
  currentCode,
  favourites,
  onToggle,
}: {
  games: LotteryGame[];
  currentCode: string | null;
  favourites: string[];
  onToggle: (code: string) => void;
}) {
  return (
    <ul className="lottery-menu__games">
      {games.map((game) => (
        <GameEntry
          key={game.gameCode}
          game={game}
          current={game.gameCode === currentCode}
          favourite={{ on: favourites.includes(game.gameCode), onToggle }}
        />
      ))}
    </ul>
  );
}

/**
 * /vnlottery (header and side menu; query gameCode, spec 2 §2): the VN menu by region with the
 * member's favourites (LOTTFAV) and recent games, the game (lottoArea VN) and the latest results
 * with the prize table.
 */
export function VnLotteryPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ids = { menu: useId(), favourites: useId(), recent: useId(), results: useId() };
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') || null;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const account = useAppSelector(selectMemberAccount);
  const menu = useLotteryList({ kind: 'vnMenu' });
  const recent = useLotteryList({ kind: 'vnRecent' }, { enabled: loggedIn, fresh: true });
  const opened = useLotteryList({ kind: 'vnOpened' }, { fresh: true });
  const favouriteIds = useAppSelector(selectFavouriteIds);
  const game = findGame(menu.items, gameCode);

  useEffect(() => {
    dispatch(lotteryActions.favouritesRequested());
  }, [dispatch, account]);
  useLotteryLaunch({ area: 'VN', gameCode, playType: null, prizeMode: undefined, ready: true });

  const allGames = menu.items.flatMap((g) => g.gameMenus);
  const favouriteGames = favouriteIds.flatMap((code) =>
    allGames.filter((g) => g.gameCode === code),
  );
  const toggle = (code: string) => dispatch(lotteryActions.favouriteToggled(code));
  const latest = latestPerGame(opened.items);
  const shownDraw = (gameCode && latest.find((d) => d.gameCode === gameCode)) || latest[0];

  return (
    <div className="lottery-page">
      <aside className="lottery-page__menu">
        <h1>{t('lottery.pages.vnlottery')}</h1>
        <nav aria-label={t('lottery.menu.label')} className="lottery-menu">
          <section aria-labelledby={ids.favourites}>
            <h2 id={ids.favourites}>{t('lottery.vn.favourites')}</h2>
            {!loggedIn ? (
              <p className="lottery-muted">{t('lottery.vn.favouritesVisitor')}</p>
            ) : favouriteGames.length === 0 ? (
              <p className="lottery-muted">{t('lottery.vn.favouritesEmpty')}</p>
            ) : (
              <GameList
                games={favouriteGames}
                currentCode={gameCode}
                favourites={favouriteIds}
                onToggle={toggle}
              />
            )}
          </section>
          {loggedIn && (
            <section aria-labelledby={ids.recent}>
              <h2 id={ids.recent}>{t('lottery.vn.recent')}</h2>
              <ListStatus state={recent} name="recent" onRetry={recent.retry}>
                {recent.items.length === 0 ? (
                  <p className="lottery-muted">{t('lottery.vn.recentEmpty')}</p>
                ) : (
                  <GameList
                    games={recent.items}
                    currentCode={gameCode}
                    favourites={favouriteIds}
                    onToggle={toggle}
                  />
                )}
              </ListStatus>
            </section>
          )}
          <section aria-labelledby={ids.menu}>
            <h2 id={ids.menu}>{t('lottery.vn.regions')}</h2>
            <ListStatus state={menu} name="menu" onRetry={menu.retry}>
              {menu.items.map((group) => (
                <section key={group.gameGroupCode} aria-label={group.labelName}>
                  <h3>{group.labelName}</h3>
                  <GameList
                    games={group.gameMenus}
                    currentCode={gameCode}
                    favourites={favouriteIds}
                    onToggle={toggle}
                  />
                </section>
              ))}
            </ListStatus>
          </section>
        </nav>
      </aside>
      <div className="lottery-page__game">
        <section aria-label={game?.gameName ?? t('lottery.menu.lobby')}>
          <h2>{game?.gameName ?? gameCode ?? t('lottery.menu.lobby')}</h2>
          <LotteryFrame gameName={game?.gameName ?? gameCode ?? undefined} />
        </section>
        <section aria-labelledby={ids.results} className="lottery-card">
          <h2 id={ids.results}>{t('lottery.opened.title')}</h2>
          <ListStatus state={opened} name="opened" onRetry={opened.retry}>
            {shownDraw && <PrizeTable draw={shownDraw} />}
            <OpenedNumbers
              draws={latest}
              caption={t('lottery.opened.title')}
              captionHidden
              hrefOf={(d) => vnHref(d.gameCode)}
            />
          </ListStatus>
        </section>
      </div>
    </div>
  );
}
