import { describe, expect, it } from 'vitest';
import { createTestStore, loginToken, waitForState } from '@/testing/harness';
import { dropConnection, endSession, failNext } from '@/testing/mock-backend';
import { callsMade } from '@/testing/requests';
import { sessionActions } from '@/core/session/slice';
import type { RootState } from '@/app/store';
import { actionOf } from './reward-actions';
import { rewardsFeature } from './feature';
import { selectRewards } from './selectors';
import { rewardsActions } from './slice';

type Harness = ReturnType<typeof createTestStore>;

async function start(account = 'player1', password = 'pass1234'): Promise<Harness> {
  const harness = createTestStore();
  harness.store.injectFeature(rewardsFeature);
  harness.store.dispatch(sessionActions.tokenReceived(await loginToken(account, password)));
  harness.store.dispatch(sessionActions.memberInfoRequested());
  await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
  return harness;
}

const rewards = (s: RootState) => selectRewards(s);
const settled = (s: RootState) => ['loaded', 'failed'].includes(rewards(s).status);

async function open(harness: Harness) {
  harness.store.dispatch(rewardsActions.opened());
  return rewards(await waitForState(harness.store, settled));
}

const item = (s: RootState, id: string) => rewards(s).items.find((i) => i.rewardId === id)!;
const acted = (s: RootState) => ['done', 'failed'].includes(rewards(s).outcome?.status ?? '');

describe('reward centre', () => {
  it('loads the items; each state offers only the action it allows', async () => {
    const state = await open(await start());
    expect(state.items.map((i) => [i.rewardId, i.status, actionOf(i)])).toEqual([
      ['RW-DAILY', 'claim', 'claim'],
      ['RE-LUCKY', 'claim', 'open'],
      ['RAF-1', 'claim', 'draw'],
      ['PRM-103', 'join', 'join'],
      ['RW-STREAK', 'joined', null],
      ['RW-WEEKLY', 'applying', null],
      ['RW-VIP', 'in_process', null],
      ['RW-BIRTHDAY', 'issued', null],
      ['RW-FIRST', 'claimed', null],
      ['RW-REFERRAL', 'rejected', null],
      ['RE-NEWYEAR', 'closed', null],
      ['RAF-2', 'coming_soon', null],
    ]);
  });

  it('is empty for a member without rewards', async () => {
    const state = await open(await start('newbie1', '123456'));
    expect(state).toMatchObject({ status: 'loaded', items: [] });
  });

  it('claims a reward: the item is claimed in place and the header balance is asked again', async () => {
    const harness = await start();
    await open(harness);
    const calls = callsMade();
    const daily = item(harness.store.getState(), 'RW-DAILY');
    harness.store.dispatch(rewardsActions.actionRequested({ item: daily, action: 'claim' }));
    const s = await waitForState(harness.store, acted);
    expect(item(s, 'RW-DAILY')).toMatchObject({ status: 'claimed', amount: 18.88 });
    expect(rewards(s).outcome).toEqual({ rewardId: 'RW-DAILY', status: 'done', action: 'claim' });
    await expect.poll(() => calls).toContain('balance');
    expect(calls[0]).toBe('claimReward');
  });

  it('opens a red envelope, draws a raffle and joins a promotion', async () => {
    const harness = await start();
    await open(harness);
    const act = async (id: string, action: 'open' | 'draw' | 'join') => {
      harness.store.dispatch(
        rewardsActions.actionRequested({ item: item(harness.store.getState(), id), action }),
      );
      return waitForState(harness.store, (s) => rewards(s).outcome?.rewardId === id && acted(s));
    };
    expect(item(await act('RE-LUCKY', 'open'), 'RE-LUCKY')).toMatchObject({
      status: 'claimed',
      amount: 8.88,
    });
    expect(item(await act('RAF-1', 'draw'), 'RAF-1')).toMatchObject({
      status: 'claimed',
      prizeName: 'Bonus 18',
      amount: 18,
    });
    expect(item(await act('PRM-103', 'join'), 'PRM-103')).toMatchObject({ status: 'joined' });
  });

  it('tells a refusal by its code and shows the list as it is now', async () => {
    const harness = await start();
    await open(harness);
    failNext('claimReward', 'reward.already.claimed', 'Already claimed');
    const calls = callsMade();
    // The list is asked again after the refusal: wait until that answer is in (not the list as
    // it was), so that no call of this test is still on its way when the next one starts.
    const statuses: string[] = [];
    const unsubscribe = harness.store.subscribe(() => {
      statuses.push(rewards(harness.store.getState()).status);
    });
    const daily = item(harness.store.getState(), 'RW-DAILY');
    harness.store.dispatch(rewardsActions.actionRequested({ item: daily, action: 'claim' }));
    const s = await waitForState(
      harness.store,
      (st) => acted(st) && rewards(st).status === 'loaded' && statuses.includes('loading'),
    );
    unsubscribe();
    expect(rewards(s).outcome).toMatchObject({
      status: 'failed',
      failure: { kind: 'server', code: 'reward.already.claimed' },
    });
    expect(calls).toEqual(['claimReward', 'rewardCenter']);
  });

  it('tells a busy system and a dropped connection, and a retry loads the list', async () => {
    const harness = await start();
    failNext('rewardCenter', '#727', 'System busy');
    expect((await open(harness)).failure).toMatchObject({ kind: 'busy' });
    dropConnection('rewardCenter', 1);
    harness.store.dispatch(rewardsActions.listRequested());
    const offline = await waitForState(
      harness.store,
      (s) => rewards(s).failure?.kind === 'offline',
    );
    expect(rewards(offline).items).toEqual([]);
    harness.store.dispatch(rewardsActions.listRequested());
    const s = await waitForState(harness.store, (st) => rewards(st).status === 'loaded');
    expect(rewards(s).items).toHaveLength(12);
  });

  it('a session ended at the server clears the page', async () => {
    const harness = await start();
    await open(harness);
    await endSession(harness.store.getState().session.token!);
    harness.store.dispatch(rewardsActions.listRequested());
    const s = await waitForState(harness.store, (st) => st.session.token === null);
    expect(rewards(s).items).toEqual([]);
  });

  it('a trial account is told it needs a real account', async () => {
    const harness = createTestStore();
    harness.store.injectFeature(rewardsFeature);
    const { freePlayToken } = await import('@/testing/harness');
    harness.store.dispatch(sessionActions.tokenReceived(await freePlayToken()));
    expect((await open(harness)).failure).toMatchObject({ kind: 'trial' });
  });
});
