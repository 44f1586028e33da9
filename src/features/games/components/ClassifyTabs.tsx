import { textOfCode } from '@/i18n/dynamic-key';
import { useTranslation } from 'react-i18next';

interface Props {
  tabs: readonly { gameClassify: string; count: number }[];
  /** Classification chosen; null = all. */
  selected: string | null;
  onSelect: (classify: string | null) => void;
}

/** The game-hall tabs: every type, or one classification (slots, table games...) with its count. */
export function ClassifyTabs({ tabs, selected, onSelect }: Props) {
  const { t } = useTranslation();
  if (tabs.length < 2 && !selected) return null;
  return (
    <div role="group" aria-label={t('games.lobby.types')} className="classify-tabs">
      <button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {t('games.lobby.allTypes')}
      </button>
      {tabs.map((tab) => (
        <button
          key={tab.gameClassify}
          type="button"
          aria-pressed={selected === tab.gameClassify}
          onClick={() => onSelect(tab.gameClassify)}
        >
          {t('games.lobby.typeCount', {
            type: classifyName(t, tab.gameClassify),
            count: tab.count,
          })}
        </button>
      ))}
    </div>
  );
}

type T = ReturnType<typeof useTranslation>['t'];
/** A classification's name in the user's language (the code itself for one the catalogue lacks). */
export const classifyName = (t: T, code: string) => textOfCode(t, 'games.classify', code);
