import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import {
  createTestStore,
  createVisibility,
  loginToken,
  waitForState,
  freePlayToken,
} from '@/testing/harness';
import { dialogsActions } from '@/core/dialogs/slice';
import { sessionActions } from '@/core/session/slice';
import { BALANCE_POLL_MS, BALANCE_REFRESH_THROTTLE_MS } from './sagas';
import { walletActions } from './slice';
import { failAlways, answerWith } from '@/testing/mock-backend';
import { recordCalls } from '@/testing/requests';
import { MAIN_ACCOUNT_TYPE_ID } from '@/api/contract/constants';

/** The balance calls that reach the mock. */
const countBalanceCalls = () => recordCalls('balance');

/** player1's balance answer with another amount in the main wallet. */
const playerBalance = (amount: number) => ({
  sumBalance: amount,
  balance: [{ accountTypeId: MAIN_ACCOUNT_TYPE_ID, availBalance: amount }],
  currency: 'PHP',
  currencySymbol: '₱',
});

/** Logs `token` in the way the app does: token, then member info (which starts the wallet). */
function logIn(harness: ReturnType<typeof createTestStore>, token: string) {
  harness.store.dispatch(sessionActions.tokenReceived(token));
  harness.store.dispatch(sessionActions.memberInfoRequested());
}

/** Lets the saga's calls to the mock settle under fake timers. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(5);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('balance', () => {
  it('loads the summed balance with its currency symbol once the member is known', async () => {
    const harness = createTestStore();
    logIn(harness, await loginToken('player1'));
    const state = await waitForState(harness.store, (s) => s.wallet.status === 'loaded');
    expect(state.wallet.balance).toBe(12_345.67);
    expect(state.wallet.currencySymbol).toBe('₱');
  });

  it('polls every 60 s and stops on sessionEnded', async () => {
    const token = await loginToken('player1');
    const calls = countBalanceCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const harness = createTestStore();
    logIn(harness, token);
    await settle();
    expect(harness.store.getState().wallet.status).toBe('loaded');
    expect(calls.map((c) => c.query)).toEqual([{ typeId: '0' }]);

    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS - 100);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    await settle();
    expect(calls).toHaveLength(3);

    harness.store.dispatch(sessionActions.sessionEnded({ reason: 'logout' }));
    expect(harness.store.getState().wallet.balance).toBeNull();
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 5);
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('pauses while the tab is hidden and refreshes at once when it is shown again', async () => {
    const token = await loginToken('player1');
    const calls = countBalanceCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const visibility = createVisibility();
    const harness = createTestStore(undefined, { visibility: visibility.service });
    logIn(harness, token);
    await settle();
    expect(calls).toHaveLength(1);

    visibility.set(false);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 4);
    await settle();
    expect(calls).toHaveLength(1);

    answerWith('balance', playerBalance(500));
    visibility.set(true);
    await settle();
    expect(calls).toHaveLength(2);
    expect(harness.store.getState().wallet.balance).toBe(500);

    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('fetches once at login in a hidden tab, then waits for it to be shown', async () => {
    const token = await loginToken('player1');
    const calls = countBalanceCalls();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const visibility = createVisibility(false);
    const harness = createTestStore(undefined, { visibility: visibility.service });
    logIn(harness, token);
    await settle();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('refreshes on request, shows the updating state, and throttles repeated requests to one more after a second', async () => {
    const token = await loginToken('player1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const harness = createTestStore();
    logIn(harness, token);
    await settle();
    const calls = countBalanceCalls();
    answerWith('balance', playerBalance(1_000_000.5));

    harness.store.dispatch(walletActions.balanceRefreshRequested());
    expect(harness.store.getState().wallet).toMatchObject({ status: 'loading', manual: true });
    harness.store.dispatch(walletActions.balanceRefreshRequested());
    harness.store.dispatch(walletActions.balanceRefreshRequested());
    await settle();
    expect(calls).toHaveLength(1);
    expect(harness.store.getState().wallet).toMatchObject({
      status: 'loaded',
      manual: false,
      balance: 1_000_000.5,
    });

    // The requests made meanwhile are not lost: one more call once the second is over.
    answerWith('balance', playerBalance(1_000_010.5));
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_THROTTLE_MS);
    await settle();
    expect(calls).toHaveLength(2);
    expect(harness.store.getState().wallet.balance).toBe(1_000_010.5);

    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_THROTTLE_MS);
    await settle();
    expect(calls).toHaveLength(2);
    harness.store.dispatch(walletActions.balanceRefreshRequested());
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('keeps the last balance when a refresh fails', async () => {
    const harness = createTestStore();
    logIn(harness, await loginToken('player1'));
    await waitForState(harness.store, (s) => s.wallet.status === 'loaded');
    failAlways('balance', '#727', 'System busy');
    harness.store.dispatch(walletActions.balanceRefreshRequested());
    const state = await waitForState(harness.store, (s) => s.wallet.status === 'failed');
    expect(state.wallet.balance).toBe(12_345.67);
  });

  it('ignores the refresh icon of a visitor', async () => {
    const calls = countBalanceCalls();
    const harness = createTestStore();
    harness.store.dispatch(walletActions.balanceRefreshRequested());
    // A member's refresh is taken at once and marks the balance loading; a visitor's is not.
    expect(harness.store.getState().wallet.status).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('loads the avatar with the session, from the member icon call', async () => {
    const harness = createTestStore();
    const calls = recordCalls('memberIcon', 'playerAvatar');
    logIn(harness, await loginToken('player1'));
    const state = await waitForState(harness.store, (s) => s.wallet.avatarUrl !== null);
    expect(state.wallet.avatarUrl).toMatch(/^\/cdn-a\/avatars\/\d\.svg$/);
    expect(calls.map((c) => c.name)).toEqual(['memberIcon']);
  });

  it('shows no avatar when the member icon call fails', async () => {
    failAlways('memberIcon', '#727', 'System busy');
    const calls = recordCalls('memberIcon');
    const harness = createTestStore();
    logIn(harness, await loginToken('player1'));
    // The refusal has been answered; the saga takes it before the next turn of the event loop.
    await vi.waitFor(() => expect(calls.some((c) => c.answered)).toBe(true));
    await new Promise((r) => setImmediate(r));
    expect(harness.store.getState().wallet.avatarUrl).toBeNull();
  });

  it('keeps the hide choice across a logout', () => {
    const harness = createTestStore();
    harness.store.dispatch(walletActions.hiddenToggled());
    harness.store.dispatch(sessionActions.sessionEnded({ reason: 'logout' }));
    expect(harness.store.getState().wallet.hidden).toBe(true);
  });
});

describe('unread platform messages', () => {
  it('are counted at login and again with each balance poll; a failure keeps the count', async () => {
    const token = await loginToken('player1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const harness = createTestStore();
    logIn(harness, token);
    await settle();
    // player1's seeded inbox: two unread notices.
    expect(harness.store.getState().wallet.unreadCount).toBe(2);

    answerWith('inboxUnread', { unReadCount: 5 });
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    await settle();
    expect(harness.store.getState().wallet.unreadCount).toBe(5);

    server.use(http.get('*/wps/relay/CSP_unreadCount', () => HttpResponse.error()));
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    await settle();
    expect(harness.store.getState().wallet.unreadCount).toBe(5);

    harness.store.dispatch(sessionActions.sessionEnded({ reason: 'logout' }));
    expect(harness.store.getState().wallet.unreadCount).toBeNull();
  });
});

describe('member centre entries', () => {
  it('open the member centre on the page over the current route, a new history entry', async () => {
    const harness = createTestStore();
    harness.location.current = '/lottery?tab=2';
    logIn(harness, await loginToken('player1'));
    await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
    harness.store.dispatch(walletActions.memberCentreRequested({ page: 'depositv2' }));
    await vi.waitFor(() =>
      expect(harness.services.navigate).toHaveBeenCalledWith('/lottery?tab=2&member=depositv2', {
        replace: undefined,
      }),
    );
    expect(harness.store.getState().dialogs.queue).toHaveLength(0);
  });

  it('open the login popup for a visitor', async () => {
    const harness = createTestStore();
    harness.store.dispatch(walletActions.memberCentreRequested({ page: 'withdraw' }));
    const state = await waitForState(harness.store, (s) => s.modals.stack.length === 1);
    expect(state.modals.stack[0]?.name).toBe('loginPopupModal');
    expect(state.dialogs.queue).toHaveLength(0);
    expect(harness.services.navigate).not.toHaveBeenCalled();
  });

  it('ask a trial account for a real one', async () => {
    const harness = createTestStore();
    logIn(harness, await freePlayToken());
    await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
    harness.store.dispatch(walletActions.memberCentreRequested({ page: 'depositv2' }));
    const state = await waitForState(harness.store, (s) => s.dialogs.queue.length === 1);
    expect(state.dialogs.queue[0]).toMatchObject({
      kind: 'warning',
      key: 'roles.in_need_true_account',
    });
    harness.store.dispatch(
      dialogsActions.answered({ id: state.dialogs.queue[0]!.id, confirmed: true }),
    );
    // The gate ends as the answer is dispatched (a real account would be sent on at once).
    expect(harness.store.getState().dialogs.queue).toHaveLength(0);
    expect(harness.services.navigate).not.toHaveBeenCalled();
  });

  it('open the agent centre on its default page over the current route', async () => {
    const agent = createTestStore();
    agent.location.current = '/lottery?tab=2';
    logIn(agent, await loginToken('agent01'));
    await waitForState(agent.store, (s) => s.session.memberStatus === 'loaded');
    agent.store.dispatch(walletActions.agentCentreRequested());
    await vi.waitFor(() =>
      expect(agent.services.navigate).toHaveBeenCalledWith(
        '/lottery?tab=2&agent=agentTeamOverview',
        {
          replace: undefined,
        },
      ),
    );
    expect(agent.store.getState().dialogs.queue).toHaveLength(0);
  });
});
