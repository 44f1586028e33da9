import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGroup } from '@/api/contract/lottery';
import { GameEntry } from './GameEntry';
import { TabList, tabId } from '@/components/TabList';

interface Props {
  groups: LotteryGroup[];
  /** The game open now (its group is shown first). */
  currentCode?: string | null;
  /** Accessible name of the menu. */
  label: string;
}

/**
 * Lottery groups (gameGroupCode, labelName) as tabs, the chosen group's games (gameMenus) as
 * links (spec 2 §3 lottery group).
 */
export function LotteryMenu({ groups, currentCode, label }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const owning = groups.find((g) => g.gameMenus.some((x) => x.gameCode === currentCode));
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = groups.find((g) => g.gameGroupCode === chosen) ?? owning ?? groups[0];

  if (!selected) return <p>{t('lottery.menu.empty')}</p>;
  const panelId = `${id}-panel`;
  return (
    <nav className="lottery-menu" aria-label={label}>
      <TabList
        label={t('lottery.menu.groups')}
        tabs={groups.map((g) => ({ id: g.gameGroupCode, label: g.labelName }))}
        selected={selected.gameGroupCode}
        onSelect={setChosen}
        idBase={id}
        panelId={panelId}
        className="tab-list lottery-menu__groups"
      />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(id, selected.gameGroupCode)}
        className="lottery-menu__panel"
      >
        {selected.gameMenus.length === 0 ? (
          <p>{t('lottery.menu.empty')}</p>
        ) : (
          <ul className="lottery-menu__games">
            {selected.gameMenus.map((game) => (
              <GameEntry key={game.gameCode} game={game} current={game.gameCode === currentCode} />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
