import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { createTestStore, waitForState } from '@/testing/harness';
import { queriesTo } from '@/testing/requests';
import { answerWith, dropConnection, failNext } from '@/testing/mock-backend';
import type { RankType } from '@/api/contract/constants';
import { winnersFeature } from './feature';
import { selectBoard } from './selectors';
import { winnersActions } from './slice';
import { WINNERS_SIZE } from './constants';

afterEach(() => server.events.removeAllListeners());

function start() {
  const harness = createTestStore();
  harness.store.injectFeature(winnersFeature);
  return harness;
}

async function load({ store }: ReturnType<typeof start>, rankType: RankType) {
  store.dispatch(winnersActions.boardRequested(rankType));
  await waitForState(store, (s) => ['loaded', 'failed'].includes(selectBoard(s, rankType).status));
  return selectBoard(store.getState(), rankType);
}

describe('winners board', () => {
  it('asks each rank type for ten rows without a session, biggest first', async () => {
    const calls = queriesTo('rankList');
    const harness = start();
    const win = await load(harness, 'WIN');
    const multi = await load(harness, 'MULTIPLIER');
    expect(calls).toEqual([
      { rankType: 'WIN', size: String(WINNERS_SIZE) },
      { rankType: 'MULTIPLIER', size: String(WINNERS_SIZE) },
    ]);
    expect(win.items).toHaveLength(WINNERS_SIZE);
    const wins = win.items.map((r) => r.winAmount);
    expect(wins).toEqual([...wins].sort((a, b) => b - a));
    const multipliers = multi.items.map((r) => r.multiplier);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => b - a));
    expect(win.items.every((r) => r.userName.includes('***'))).toBe(true);
  });

  it('keeps why a board failed (busy, offline) and loads it again on a retry', async () => {
    const harness = start();
    failNext('rankList', '#727', 'System busy');
    expect((await load(harness, 'WIN')).failure).toMatchObject({ kind: 'busy', code: '#727' });
    expect((await load(harness, 'WIN')).status).toBe('loaded');
    dropConnection('rankList', 1);
    expect((await load(harness, 'MULTIPLIER')).failure?.kind).toBe('offline');
    const retried = await load(harness, 'MULTIPLIER');
    expect(retried).toMatchObject({ status: 'loaded', failure: null });
  });

  it('shows an empty board as loaded with no rows', async () => {
    answerWith('rankList', { list: [] });
    const board = await load(start(), 'WIN');
    expect(board).toMatchObject({ status: 'loaded', items: [] });
  });
});
