import { describe, expect, it } from 'vitest';
import type { Game } from '@/api/contract/games';
import type { RootState } from '@/app/store';
import { parseLobbyQuery } from './lobby-url';
import { gamesReducer, gamesActions, initialGamesState, type GamesState } from './slice';
import {
  selectClassifyTabs,
  selectGames,
  selectSearchPending,
  selectVisibleGames,
} from './selectors';

const game = (nodeId: string, gameName: string): Game => ({
  nodeId,
  gameName,
  vassalage: 'PG',
  gameType: 'RNG',
  iconUrl: '',
  gameCode: nodeId,
  gameId: nodeId,
});
const root = (games: GamesState | undefined) => ({ games }) as unknown as RootState;

function withList(search: string, list: Game[]): GamesState {
  const q = parseLobbyQuery('/rng', search);
  let s = gamesReducer(initialGamesState, gamesActions.listRequested(q));
  s = gamesReducer(
    s,
    gamesActions.listLoaded({
      key: s.list.key!,
      games: list,
      totalCount: list.length,
      totalPages: 1,
      pageNo: 1,
      append: false,
    }),
  );
  return s;
}

describe('games selectors', () => {
  it('fall back to the initial state before the feature is injected', () => {
    expect(selectGames(root(undefined))).toBe(initialGamesState);
    expect(selectVisibleGames(root(undefined))).toEqual([]);
  });

  it('narrow the loaded games at once while a search is typed, until the server answers', () => {
    let s = withList('?q=go', [
      game('1', 'Gold Rush'),
      game('2', 'Golden Koi'),
      game('3', 'Go Panda'),
    ]);
    expect(selectVisibleGames(root(s)).map((g) => g.nodeId)).toEqual(['1', '2', '3']);
    expect(selectSearchPending(root(s))).toBe(false);
    s = gamesReducer(s, gamesActions.searchTyped('gold'));
    expect(selectVisibleGames(root(s)).map((g) => g.nodeId)).toEqual(['1', '2']);
    expect(selectSearchPending(root(s))).toBe(true);
    // Removing characters cannot be answered from the loaded games: they stay as they are.
    s = gamesReducer(s, gamesActions.searchTyped('g'));
    expect(selectVisibleGames(root(s)).map((g) => g.nodeId)).toEqual(['1', '2', '3']);
  });

  it('sum the hall tabs over the vendors of a category, esports apart from sports', () => {
    const s: GamesState = {
      ...initialGamesState,
      classifies: {
        status: 'loaded',
        content: {
          RNG: {
            PG: [
              { gameClassify: 'SLOT', count: 5 },
              { gameClassify: 'TABLE', count: 1 },
            ],
            PP: [{ gameClassify: 'SLOT', count: 2 }],
          },
          SPORTS: {
            SBO: [{ gameClassify: 'SPORTS', count: 1 }],
            AV: [{ gameClassify: 'ESPORTS', count: 1 }],
          },
        },
      },
    };
    expect(selectClassifyTabs(root(s), 'RNG', null)).toEqual([
      { gameClassify: 'SLOT', count: 7 },
      { gameClassify: 'TABLE', count: 1 },
    ]);
    expect(selectClassifyTabs(root(s), 'RNG', 'PP')).toEqual([{ gameClassify: 'SLOT', count: 2 }]);
    expect(selectClassifyTabs(root(s), 'ESPORTS', null)).toEqual([
      { gameClassify: 'ESPORTS', count: 1 },
    ]);
    expect(selectClassifyTabs(root(s), 'SPORTS', null)).toEqual([
      { gameClassify: 'SPORTS', count: 1 },
    ]);
  });
});
