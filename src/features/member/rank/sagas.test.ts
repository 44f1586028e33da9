import { describe, expect, it } from 'vitest';
import type { RootState } from '@/app/store';
import { sessionActions } from '@/core/session/slice';
import { createTestStore, loginToken, waitForState } from '@/testing/harness';
import { dropConnection } from '@/testing/mock-backend';
import { playerRankFeature } from './feature';
import { rankProgress } from './progress';
import { selectPlayerRank } from './selectors';
import { playerRankActions } from './slice';

async function open(username: string, password = 'pass1234', before?: () => void) {
  const harness = createTestStore();
  harness.store.injectFeature(playerRankFeature);
  harness.store.dispatch(sessionActions.tokenReceived(await loginToken(username, password)));
  before?.();
  harness.store.dispatch(playerRankActions.opened());
  const done = (s: RootState) => ['loaded', 'failed'].includes(selectPlayerRank(s).status);
  return { harness, state: selectPlayerRank(await waitForState(harness.store, done)) };
}

describe('player rank page', () => {
  it("loads the ranks with player1's rank and totals: Silver still needs 349.50 and 1,789.25", async () => {
    const { state } = await open('player1');
    expect(state.value!.ranks.map((r) => r.labelName)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Crown',
    ]);
    const progress = rankProgress(state.value!);
    expect(progress.current?.labelName).toBe('Bronze');
    expect(progress.next?.labelName).toBe('Silver');
    expect(progress.deposit?.remaining).toBe(349.5);
    expect(progress.validBet?.remaining).toBe(1_789.25);
  });

  it('gives vip0001 rank 5 and newbie1 no rank', async () => {
    expect((await open('vip0001')).state.value!.rankLevel).toBe(5);
    const newbie = (await open('newbie1', '123456')).state.value!;
    expect(newbie.rankLevel).toBeNull();
    expect(rankProgress(newbie).next?.labelName).toBe('Bronze');
  });

  it('fails offline, then a retry loads', async () => {
    const { harness, state } = await open('player1', 'pass1234', () =>
      dropConnection('vipRanks', 1),
    );
    expect(state.failure).toMatchObject({ kind: 'offline' });
    harness.store.dispatch(playerRankActions.opened());
    const again = await waitForState(harness.store, (s) => selectPlayerRank(s).status === 'loaded');
    expect(selectPlayerRank(again).value!.rankLevel).toBe(1);
  });
});
