import { buffers, type Channel } from 'redux-saga';
import {
  actionChannel,
  all,
  call,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeLeading,
} from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { pollWhileVisible } from '@/core/poll';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { safeUrl } from '@/lib/sanitize-url';
import { requireRealAccount } from '@/core/session/gates';
import { sessionActions } from '@/core/session/slice';
import { agentCentreAddress, DEFAULT_AGENT_PAGE } from '@/core/agent-centre-address';
import { memberCentreAddress } from '@/core/member-centre-address';
import { navigationActions } from '@/core/navigation/slice';
import { walletActions } from './slice';

/** Balance polling period (spec 1 §9, spec 2 §9). */
export const BALANCE_POLL_MS = 60_000;
/** The refresh icon answers at most once per this many ms. */
export const BALANCE_REFRESH_THROTTLE_MS = 1_000;

/** One balance call (typeId 0: every wallet summed). A failure keeps the last value. */
export function* fetchBalance(manual: boolean) {
  const { api }: Services = yield* services();
  yield put(walletActions.balanceFetchStarted({ manual }));
  try {
    const value: ResponseOf<'balance'> = yield call(api.call, 'balance', { typeId: 0 });
    yield put(
      walletActions.balanceLoaded({
        sumBalance: value.sumBalance,
        currencySymbol: value.currencySymbol || null,
      }),
    );
  } catch {
    yield put(walletActions.balanceFailed());
  }
}

/** One unread-count call (the header's and side bar's badge). A failure keeps the last value. */
export function* fetchUnreadCount() {
  const { api }: Services = yield* services();
  try {
    const value: ResponseOf<'inboxUnread'> = yield call(api.call, 'inboxUnread');
    yield put(walletActions.unreadCountChanged(value.unReadCount));
  } catch {
    /* the badge keeps its last count */
  }
}

/**
 * Refreshes the balance and the inbox's unread count now, then every 60 s while the tab is shown;
 * while hidden nothing runs, and showing the tab again refreshes at once (spec 1 §4 "Balance
 * refreshes on mount and every 60 s").
 */
export function* balancePoll() {
  yield* pollWhileVisible(BALANCE_POLL_MS, function* () {
    yield all([call(fetchBalance, false), call(fetchUnreadCount)]);
  });
}

/**
 * The refresh icon and the pages whose payouts change the balance: one call, then quiet for a
 * second; requests in that second are kept as one more call after it (the last one is never lost:
 * a second payout within the second still reaches the header).
 */
function* watchManualRefresh() {
  const requests: Channel<ReturnType<typeof walletActions.balanceRefreshRequested>> =
    yield actionChannel(walletActions.balanceRefreshRequested.type, buffers.sliding(1));
  for (;;) {
    yield take(requests);
    yield call(fetchBalance, true);
    yield delay(BALANCE_REFRESH_THROTTLE_MS);
  }
}

/** The header's avatar: the member icon call (spec 1 §7); the avatar editor asks for the choices. */
function* loadAvatarFlow() {
  const { api }: Services = yield* services();
  try {
    const value: ResponseOf<'memberIcon'> = yield call(api.call, 'memberIcon');
    yield put(walletActions.avatarLoaded(safeUrl(value.icon)));
  } catch {
    /* no avatar: the header shows the member's initial */
  }
}

/** What runs for one logged-in session: the poll, the refresh icon and the avatar. */
function* sessionWalletFlow() {
  yield fork(loadAvatarFlow);
  yield fork(watchManualRefresh);
  yield call(balancePoll);
}

const isStart = (a: { type: string }) =>
  a.type === sessionActions.memberInfoLoaded.type ||
  a.type === sessionActions.memberInfoFailed.type;

/**
 * Starts the session's wallet work once the member is known (member info answered), stops it on
 * sessionEnded, restarts it when another token arrives.
 */
export function* watchWalletSession() {
  let restart = false;
  for (;;) {
    if (!restart) yield take(isStart);
    restart = false;
    const token: string | null = yield select((s: RootState) => s.session.token);
    if (!token) continue;
    const outcome: { ended?: unknown; token?: unknown } = yield race({
      run: call(sessionWalletFlow),
      ended: take(sessionActions.sessionEnded.type),
      token: take(sessionActions.tokenReceived.type),
    });
    if (outcome.token) restart = true;
  }
}

/**
 * Deposit, withdraw and the avatar menu's entries: a real account is needed (a visitor gets the
 * login popup, a trial account 'in_need_true_account'), then the member centre opens on the page
 * over the current route (a new history entry: the back button closes it again).
 */
export function* memberCentreFlow(action: ReturnType<typeof walletActions.memberCentreRequested>) {
  const allowed: boolean = yield call(requireRealAccount);
  if (!allowed) return;
  const { location }: Services = yield* services();
  const current: string = yield call(location);
  yield put(
    navigationActions.navigateRequested({
      to: memberCentreAddress(current, action.payload.page),
    }),
  );
}

/**
 * The avatar menu's agent centre entry: a real account is needed (a visitor gets the login popup,
 * a trial account 'in_need_true_account'), then the agent centre opens on its default page over
 * the current route (a new history entry). The panel itself refuses members who are not agents.
 */
export function* agentCentreFlow() {
  const allowed: boolean = yield call(requireRealAccount);
  if (!allowed) return;
  const { location }: Services = yield* services();
  const current: string = yield call(location);
  yield put(
    navigationActions.navigateRequested({
      to: agentCentreAddress(current, DEFAULT_AGENT_PAGE),
    }),
  );
}

export function* watchWallet() {
  yield fork(watchWalletSession);
  yield takeLeading(walletActions.memberCentreRequested.type, memberCentreFlow);
  yield takeLeading(walletActions.agentCentreRequested.type, agentCentreFlow);
}
