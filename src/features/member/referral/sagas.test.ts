import { describe, expect, it } from 'vitest';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { dropConnection, failNext } from '@/testing/mock-backend';
import { sessionActions } from '@/core/session/slice';
import type { RootState } from '@/app/store';
import { referralFeature } from './feature';
import { absoluteLink } from './ReferralPage';
import { FRIENDS_PAGE_SIZE } from './sagas';
import { selectReferral } from './selectors';
import { referralActions } from './slice';

async function open(account = 'player1', password = 'pass1234', token?: string) {
  const harness = createTestStore();
  harness.store.injectFeature(referralFeature);
  harness.store.dispatch(
    sessionActions.tokenReceived(token ?? (await loginToken(account, password))),
  );
  harness.store.dispatch(referralActions.opened());
  const state = await waitForState(harness.store, settled);
  return { harness, state: selectReferral(state) };
}

const done = (status: string) => status === 'loaded' || status === 'failed';
const settled = (s: RootState) =>
  done(selectReferral(s).info.status) && done(selectReferral(s).friends.status);

describe('referral page', () => {
  it('loads the invitation (a code the registration accepts, its link) and the first page of friends', async () => {
    const { state } = await open();
    expect(state.info.value).toMatchObject({
      inviteCode: 'AG1001',
      invitedCount: 13,
      rewardPerFriend: 88,
    });
    expect(state.info.value!.inviteUrl).toMatch(/\/register\?referralCode=AG1001$/);
    expect(state.info.value!.qualifiedCount).toBeGreaterThan(0);
    expect(state.friends.value).toMatchObject({ pageNo: 1, totalCount: 13, totalPages: 2 });
    expect(state.friends.value!.list).toHaveLength(FRIENDS_PAGE_SIZE);
    const rewarded = state.friends.value!.list.find((f) => f.state === 'REWARDED')!;
    expect(rewarded.reward).toBe(88);
    expect(rewarded.account).toMatch(/^\w{2}\*\*\*\w$/);
  });

  it('pages through the friends, keeping the shown page while the next loads', async () => {
    const { harness } = await open();
    harness.store.dispatch(referralActions.friendsRequested({ pageNo: 2 }));
    expect(selectReferral(harness.store.getState()).friends.value!.pageNo).toBe(1);
    const state = await waitForState(
      harness.store,
      (s) => selectReferral(s).friends.value?.pageNo === 2,
    );
    expect(selectReferral(state).friends.value!.list).toHaveLength(3);
  });

  it('has no friends for newbie1', async () => {
    const { state } = await open('newbie1', '123456');
    expect(state.info.value).toMatchObject({ invitedCount: 0, qualifiedCount: 0 });
    expect(state.friends.value).toMatchObject({ list: [], totalCount: 0 });
  });

  it('keeps each part’s failure apart, and a retry loads it', async () => {
    dropConnection('referralInfo', 1);
    failNext('referralFriends', '#727', 'System busy');
    const { harness, state } = await open();
    expect(state.info).toMatchObject({ status: 'failed', failure: { kind: 'offline' } });
    expect(state.friends).toMatchObject({ status: 'failed', failure: { kind: 'busy' } });
    harness.store.dispatch(referralActions.infoRequested());
    harness.store.dispatch(referralActions.friendsRequested({ pageNo: 1 }));
    const again = selectReferral(
      await waitForState(
        harness.store,
        (s) =>
          selectReferral(s).info.status === 'loaded' &&
          selectReferral(s).friends.status === 'loaded',
      ),
    );
    expect(again.info.failure).toBeNull();
    expect(again.friends.value!.totalCount).toBe(13);
  });

  it('tells a trial account it needs a real one', async () => {
    const { state } = await open(undefined, undefined, await freePlayToken());
    expect(state.info.failure).toMatchObject({ kind: 'trial' });
  });

  it('makes a path answered by the server an address on this site', () => {
    expect(absoluteLink('/register?referralCode=AG1001', 'https://lucky.example')).toBe(
      'https://lucky.example/register?referralCode=AG1001',
    );
    expect(absoluteLink('https://a.example/register?referralCode=X', 'https://b.example')).toBe(
      'https://a.example/register?referralCode=X',
    );
  });
});
