import { createSelector } from '@reduxjs/toolkit';
import type { Game, VendorCard } from '@/api/contract/games';
import type { SideCategory } from '@/core/game-categories';
import type { RootState } from '@/app/store';
import { initialGamesState, hotKey, type GameShelf } from './slice';
import { ESPORTS_VENDORS } from '@/api/contract/start-constants';

/**
 * The vendors that play from the main wallet (vendor card `seamless`), each once (a vendor may
 * have a card in several categories), in the side bar's order: the /seamless lobby's vendors.
 */
export const seamlessVendorsOf = (categories: readonly SideCategory[]): VendorCard[] => {
  const seen = new Map<string, VendorCard>();
  for (const c of categories)
    for (const v of c.vendors) if (v.seamless && !seen.has(v.vassalage)) seen.set(v.vassalage, v);
  return [...seen.values()];
};
export const selectSeamlessVendors = createSelector(
  [(s: RootState) => s.shell.vendors.categories],
  seamlessVendorsOf,
);

/** The games state; its initial state until the feature is injected. */
export const selectGames = (s: RootState) => s.games ?? initialGamesState;
export const selectGameList = (s: RootState) => selectGames(s).list;
export const selectSearchTyped = (s: RootState) => selectGames(s).searchTyped;
export const selectRecentGames = (s: RootState) => selectGames(s).recent;
export const selectFavourites = (s: RootState) => selectGames(s).favourites;

const emptyShelf: GameShelf = { status: 'idle', games: [], error: null };
export const selectHotGames = (s: RootState, gameType?: string | null, vendor?: string | null) =>
  selectGames(s).hot[hotKey(gameType, vendor)] ?? emptyShelf;

/**
 * The games to show while a search is typed: the loaded list narrowed at once by the typed text
 * (the server's answer for the whole catalogue follows after the debounce). When the typed text
 * does not narrow the last search (a character was removed), the loaded list is shown as it is.
 */
export const selectVisibleGames = createSelector(
  [selectGameList, selectSearchTyped],
  (list, typed): Game[] => {
    const searched = list.query?.gameName.trim().toLowerCase() ?? '';
    const needle = typed.trim().toLowerCase();
    if (needle === searched || !needle.includes(searched)) return list.games;
    return list.games.filter((g) => g.gameName.toLowerCase().includes(needle));
  },
);

/** The typed search differs from the one the list shows: the server's answer is on its way. */
export const selectSearchPending = (s: RootState) => {
  const { list, searchTyped } = selectGames(s);
  return (list.query?.gameName.trim() ?? '') !== searchTyped.trim();
};

/**
 * The hall tabs of a category (and vendor): classifications with their game counts, largest
 * first. ESPORTS reads the SPORTS entries of the esports vendors; no category reads them all.
 */
export const selectClassifyTabs = createSelector(
  [
    (s: RootState) => selectGames(s).classifies.content,
    (_s: RootState, category: string | null) => category,
    (_s: RootState, _c: string | null, vendor: string | null) => vendor,
  ],
  (content, category, vendor): { gameClassify: string; count: number }[] => {
    const esports = new Set<string>(ESPORTS_VENDORS);
    const totals = new Map<string, number>();
    const types =
      category === 'ESPORTS' ? ['SPORTS'] : category ? [category] : Object.keys(content);
    for (const type of types) {
      for (const [vassalage, entries] of Object.entries(content[type] ?? {})) {
        if (vendor && vassalage !== vendor) continue;
        if (category === 'ESPORTS' && !esports.has(vassalage)) continue;
        if (category === 'SPORTS' && esports.has(vassalage)) continue;
        for (const e of entries)
          totals.set(e.gameClassify, (totals.get(e.gameClassify) ?? 0) + e.count);
      }
    }
    return [...totals]
      .map(([gameClassify, count]) => ({ gameClassify, count }))
      .sort((a, b) => b.count - a.count);
  },
);
