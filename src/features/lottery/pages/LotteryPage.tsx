import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOTTERY_PAGE_PRIZE_MODES } from '../constants';
import { useLotteryList } from '@/features/lottery/use-lottery-list';
import { findGame } from '../links';
import { ListStatus } from '../components/ListStatus';
import { LotteryFrame } from '../components/LotteryFrame';
import { LotteryMenu } from '../components/LotteryMenu';
import { TabList, tabId } from '@/components/TabList';
import { useLotteryLaunch } from '@/features/lottery/use-lottery-launch';
import '../lottery.css';
import { type PrizeMode } from '@/api/contract/constants';

/** The menus of every prize mode of the page (to find the prize mode of the game asked for). */
function usePrizeModeMenus() {
  const lott = useLotteryList({ kind: 'menu', prizeMode: 'Lott' });
  const zy = useLotteryList({ kind: 'menu', prizeMode: 'ZY' });
  const sea = useLotteryList({ kind: 'menu', prizeMode: 'SEA' });
  const elott = useLotteryList({ kind: 'menu', prizeMode: 'Elott' });
  return { Lott: lott, ZY: zy, SEA: sea, Elott: elott } satisfies Record<PrizeMode, unknown>;
}

/**
 * /lottery (header only; query gameCode and playType, spec 2 §2): lottery groups per prize mode as
 * a menu and the chosen game, or the lobby without one, opened through the lottery lobby launch.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') || null;
  const playType = params.get('playType') || null;
  const menus = usePrizeModeMenus();
  const settled = LOTTERY_PAGE_PRIZE_MODES.every(
    (m) => menus[m].status === 'loaded' || menus[m].status === 'failed',
  );
  const owner = LOTTERY_PAGE_PRIZE_MODES.find((m) => findGame(menus[m].items, gameCode));
  const game = owner ? findGame(menus[owner].items, gameCode) : undefined;
  const [chosenMode, setChosenMode] = useState<PrizeMode | null>(null);
  const mode = chosenMode ?? owner ?? 'Lott';
  const menu = menus[mode];

  useLotteryLaunch({
    area: 'LOTT',
    gameCode,
    playType,
    prizeMode: gameCode ? owner : 'Lott',
    ready: !gameCode || settled,
  });

  const panelId = `${id}-panel`;
  return (
    <div className="lottery-page">
      <aside className="lottery-page__menu">
        <h1>{t('lottery.pages.lottery')}</h1>
        <TabList
          label={t('lottery.prizeModes.label')}
          tabs={LOTTERY_PAGE_PRIZE_MODES.map((m) => ({
            id: m,
            label: t(`lottery.prizeModes.${m}`),
          }))}
          selected={mode}
          onSelect={(m) => setChosenMode(m as PrizeMode)}
          idBase={id}
          panelId={panelId}
        />
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(id, mode)}>
          <ListStatus state={menu} name="menu" onRetry={menu.retry}>
            <LotteryMenu
              groups={menu.items}
              currentCode={gameCode}
              label={t('lottery.menu.label')}
            />
          </ListStatus>
        </div>
      </aside>
      <section
        className="lottery-page__game"
        aria-label={game?.gameName ?? t('lottery.menu.lobby')}
      >
        <h2>{game?.gameName ?? gameCode ?? t('lottery.menu.lobby')}</h2>
        {playType && <p className="lottery-muted">{t('lottery.playType', { playType })}</p>}
        <LotteryFrame gameName={game?.gameName ?? gameCode ?? undefined} />
      </section>
    </div>
  );
}
