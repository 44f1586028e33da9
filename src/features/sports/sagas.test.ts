import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, createVisibility } from '@/testing/harness';
import { HOT_MATCHES_REFRESH_MS } from './constants';
import { sportsFeature } from './feature';
import { sportsActions } from './slice';
import { selectHotMatches } from './selectors';
import { mockScenario, failNext } from '@/testing/mock-backend';
import { HOT_MATCH_COUNT } from '@/api/contract/constants';
import { recordCalls } from '@/testing/requests';

/** The hot-match calls that reach the mock. */
const countCalls = () => recordCalls('hotMatches');

function start(visibility = createVisibility()) {
  const harness = createTestStore(undefined, { visibility: visibility.service });
  harness.store.injectFeature(sportsFeature);
  return {
    ...harness,
    visibility,
    board: (c: 'SPORTS' | 'ESPORTS' = 'SPORTS') => selectHotMatches(harness.store.getState(), c),
  };
}

async function settle() {
  for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(5);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('hot matches', () => {
  it('asks for the board without a token and shows in-play matches first, each with its sportsbook', async () => {
    const calls = countCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const t = start();
    t.store.dispatch(sportsActions.hotMatchesShown({ category: 'SPORTS' }));
    await settle();
    expect(calls.map((c) => c.query)).toEqual([
      {
        gameType: 'SPORTS',
        size: String(HOT_MATCH_COUNT),
        language: t.store.getState().preferences.language,
      },
    ]);
    const board = t.board();
    expect(board.status).toBe('loaded');
    expect(board.matches).toHaveLength(HOT_MATCH_COUNT);
    const live = board.matches.filter((m) => m.live).length;
    expect(live).toBeGreaterThan(0);
    expect(board.matches.slice(0, live).every((m) => m.live && m.homeScore != null)).toBe(true);
    expect(
      board.matches.every(
        (m) =>
          m.game.gameType === 'SPORTS' && m.game.gameCategory === 'SPORTS' && m.sport !== 'ESPORTS',
      ),
    ).toBe(true);
  });

  it('gives the esports lobby esports matches from esports books', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const t = start();
    t.store.dispatch(sportsActions.hotMatchesShown({ category: 'ESPORTS' }));
    await settle();
    expect(t.board('ESPORTS').matches.length).toBeGreaterThan(0);
    expect(
      t
        .board('ESPORTS')
        .matches.every(
          (m) => m.sport === 'ESPORTS' && m.game.gameCategory === 'ESPORTS' && m.odds.draw == null,
        ),
    ).toBe(true);
    expect(t.board('SPORTS').status).toBe('idle');
  });

  it('refreshes every minute while shown and the tab visible, and stops when the board goes', async () => {
    const calls = countCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const t = start();
    t.store.dispatch(sportsActions.hotMatchesShown({ category: 'SPORTS' }));
    await settle();
    await vi.advanceTimersByTimeAsync(HOT_MATCHES_REFRESH_MS);
    await settle();
    expect(calls).toHaveLength(2);
    t.visibility.set(false);
    await vi.advanceTimersByTimeAsync(HOT_MATCHES_REFRESH_MS * 3);
    await settle();
    expect(calls).toHaveLength(2);
    t.visibility.set(true);
    await settle();
    expect(calls).toHaveLength(3);
    t.store.dispatch(sportsActions.hotMatchesHidden({ category: 'SPORTS' }));
    await vi.advanceTimersByTimeAsync(HOT_MATCHES_REFRESH_MS * 3);
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('keeps one refresh loop for a board shown twice, until both are gone', async () => {
    const calls = countCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const t = start();
    t.store.dispatch(sportsActions.hotMatchesShown({ category: 'SPORTS' }));
    t.store.dispatch(sportsActions.hotMatchesShown({ category: 'SPORTS' }));
    await settle();
    expect(calls).toHaveLength(1);
    t.store.dispatch(sportsActions.hotMatchesHidden({ category: 'SPORTS' }));
    await vi.advanceTimersByTimeAsync(HOT_MATCHES_REFRESH_MS);
    await settle();
    expect(calls).toHaveLength(2);
    t.store.dispatch(sportsActions.hotMatchesHidden({ category: 'SPORTS' }));
    await vi.advanceTimersByTimeAsync(HOT_MATCHES_REFRESH_MS);
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('hides the board and asks no more when the server does not offer it (#543)', async () => {
    mockScenario({ whitelabel: { GAMELOHOT3: false } });
    const calls = countCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const t = start();
    t.store.dispatch(sportsActions.hotMatchesShown({ category: 'SPORTS' }));
    await settle();
    expect(t.board().status).toBe('off');
    await vi.advanceTimersByTimeAsync(HOT_MATCHES_REFRESH_MS * 2);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('shows why a first load failed and loads again on retry; a failed refresh keeps the matches', async () => {
    failNext('hotMatches', '#727', 'System busy');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const t = start();
    t.store.dispatch(sportsActions.hotMatchesShown({ category: 'SPORTS' }));
    await settle();
    expect(t.board()).toMatchObject({ status: 'failed', error: 'System busy', matches: [] });
    t.store.dispatch(sportsActions.hotMatchesRetried({ category: 'SPORTS' }));
    await settle();
    expect(t.board().status).toBe('loaded');
    const shown = t.board().matches;
    failNext('hotMatches', '#727', 'System busy');
    await vi.advanceTimersByTimeAsync(HOT_MATCHES_REFRESH_MS);
    await settle();
    expect(t.board()).toMatchObject({ status: 'loaded', error: null });
    expect(t.board().matches).toEqual(shown);
  });
});
