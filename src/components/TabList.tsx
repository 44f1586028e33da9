import { useRef, type KeyboardEvent } from 'react';
import './tab-list.css';

export interface Tab<T extends string = string> {
  id: T;
  label: string;
}

interface Props<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix of the tab ids (`tabId(idBase, tab.id)`), for the panel's aria-labelledby. */
  idBase: string;
  /** Id of the panel the tabs control, or of each tab's own panel (panels kept mounted). */
  panelId: string | ((id: T) => string);
  className?: string;
}

/** The id of a tab of a TabList. */
export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idBase,
  panelId,
  className,
}: Props<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = next < 0 ? last : next > last ? 0 : next;
    onSelect(tabs[target]!.id);
    refs.current[target]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className ?? 'tab-list'}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={isSelected}
            aria-controls={typeof panelId === 'string' ? panelId : panelId(tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
