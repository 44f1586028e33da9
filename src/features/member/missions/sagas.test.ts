import { describe, expect, it } from 'vitest';
import { createTestStore, loginToken, waitForState } from '@/testing/harness';
import { answerWith, dropConnection, failNext } from '@/testing/mock-backend';
import { sessionActions } from '@/core/session/slice';
import type { RootState } from '@/app/store';
import { memberFeature } from '../feature';
import { missionsFeature } from './feature';
import { LEADERBOARD_SIZE } from './sagas';
import { selectMissions } from './selectors';
import { missionsActions } from './slice';

const done = (status: string) => status === 'loaded' || status === 'failed';
const settled = (s: RootState) =>
  done(selectMissions(s).summary.status) && done(selectMissions(s).board.status);

async function open(account = 'player1', password = 'pass1234') {
  const harness = createTestStore();
  harness.store.injectFeature(memberFeature);
  harness.store.injectFeature(missionsFeature);
  harness.store.dispatch(sessionActions.tokenReceived(await loginToken(account, password)));
  harness.store.dispatch(missionsActions.opened());
  return { harness, state: await waitForState(harness.store, settled) };
}

describe('mission page', () => {
  it('loads the missions with their progress and the leaderboard with the member’s own row', async () => {
    const { state } = await open();
    const { summary, board } = selectMissions(state);
    expect(summary.value!.missions).toHaveLength(8);
    expect(summary.value!.missions[0]).toMatchObject({
      missionId: 'MS-01',
      progress: 1,
      target: 1,
    });
    expect(board.value!.list).toHaveLength(LEADERBOARD_SIZE);
    expect(board.value!.mine).toMatchObject({ userName: 'pl***1' });
    expect(board.value!.mine!.rank).toBeGreaterThan(LEADERBOARD_SIZE);
  });

  it('keeps the navigation’s mission badge in step with the count it loads', async () => {
    answerWith('missionSummary', { missionCount: 5, missions: [] });
    const { state } = await open();
    expect(state.member?.missionCount).toBe(5);
  });

  it('has no missions and no row of its own for newbie1', async () => {
    const { state } = await open('newbie1', '123456');
    expect(selectMissions(state).summary.value).toMatchObject({ missionCount: 0, missions: [] });
    expect(selectMissions(state).board.value!.mine).toBeNull();
  });

  it('fails each part alone, and a retry loads it', async () => {
    dropConnection('missionSummary', 1);
    failNext('missionLeaderboard', '#727', 'System busy');
    const { harness, state } = await open();
    expect(selectMissions(state).summary.failure).toMatchObject({ kind: 'offline' });
    expect(selectMissions(state).board.failure).toMatchObject({ kind: 'busy' });
    harness.store.dispatch(missionsActions.summaryRequested());
    harness.store.dispatch(missionsActions.boardRequested());
    const again = await waitForState(
      harness.store,
      (s) =>
        selectMissions(s).summary.status === 'loaded' &&
        selectMissions(s).board.status === 'loaded',
    );
    expect(selectMissions(again).summary.value!.missions).toHaveLength(8);
  });
});
