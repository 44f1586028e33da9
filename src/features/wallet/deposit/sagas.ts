import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { DepositOrder } from '@/api/contract/wallet';
import { services, type Services } from '@/core/services';
import { failureOf, loginFlow } from '@/features/wallet/failure';
import { loadPart } from '@/core/loaded-part';
import { pollUntilSettled, shownPageFlow } from '@/features/wallet/page-flow';
import { DEPOSIT_ORDERS_SHOWN, DEPOSIT_POLL_MS } from './constants';
import { depositActions } from './slice';
import { selectDeposit } from './selectors';
import { selectFlags } from '@/core/system/selectors';

export const loadChannels = () =>
  loadPart((api) => api.call('depositChannels').then((v) => v.channels), {
    loading: depositActions.channelsLoading,
    loaded: depositActions.channelsLoaded,
    failed: depositActions.channelsFailed,
  });

/**
 * The member's deposit limits (issue 30), while the site runs responsible gaming: what is left is
 * shown before the member types. Not knowing them hides the note (the server still enforces them).
 */
export function* loadLimits() {
  const flags: Record<string, boolean> = yield select(selectFlags);
  if (flags.RESPGAME3 !== true) return;
  const { api }: Services = yield* services();
  try {
    const value: ResponseOf<'responsibleSettings'> = yield call(api.call, 'responsibleSettings');
    yield put(depositActions.limitsLoaded(value));
  } catch {
    yield put(depositActions.limitsLoaded(null));
  }
}

/** One orders call; true while an order is still pending (the poll goes on), else false. */
export function* loadOrders() {
  const list: DepositOrder[] | null = yield* loadPart(
    (api) =>
      api.call('depositOrders', { pageNo: 1, pageSize: DEPOSIT_ORDERS_SHOWN }).then((v) => v.list),
    {
      loading: depositActions.ordersLoading,
      loaded: depositActions.ordersLoaded,
      failed: depositActions.ordersFailed,
    },
  );
  return list?.some((o) => o.status === 'PENDING') ?? false;
}

/**
 * What a shown page does once it may call: the channels, and the orders now, then every 5 s while
 * one is pending and the tab is shown (a credit or a failure appears without a reload); a new
 * order or a retry starts the poll again.
 */
function* livePage() {
  yield fork(loadChannels);
  yield fork(loadLimits);
  yield call(pollUntilSettled, DEPOSIT_POLL_MS, loadOrders, [
    depositActions.submitSucceeded.type,
    depositActions.ordersRequested.type,
  ]);
}

export function* depositPageFlow() {
  yield call(shownPageFlow, {
    closed: depositActions.closed.type,
    gated: depositActions.gated,
    live: livePage,
  });
}

/** The request: one at a time (a second click while sending does nothing). */
export function* submitFlow(action: ReturnType<typeof depositActions.submitted>) {
  const { api }: Services = yield* services();
  yield put(depositActions.submitStarted());
  try {
    const order: ResponseOf<'deposit'> = yield call(api.call, 'deposit', action.payload);
    yield put(depositActions.submitSucceeded(order));
    yield fork(loadLimits);
  } catch (error) {
    const failure = failureOf(error);
    yield put(depositActions.submitFailed(failure));
    // The server closed the channel meanwhile: show the channels as they are now.
    if (failure.code === WalletErrorCodes.channelClosed)
      yield put(depositActions.channelsRequested());
  }
}

function* retryChannelsFlow() {
  const { gate } = selectDeposit(yield select());
  if (!gate) yield call(loadChannels);
}

export function* watchDeposit() {
  yield takeLatest(depositActions.opened.type, depositPageFlow);
  yield takeLeading(depositActions.submitted.type, submitFlow);
  yield takeLatest(depositActions.channelsRequested.type, retryChannelsFlow);
  yield takeLatest(depositActions.loginAsked.type, loginFlow);
}
