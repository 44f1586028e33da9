import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { DepositOrder } from '@/api/contract/wallet';
import { services, type Services } from '@/core/services';
import { failureOf, loginFlow } from '../payment/failure';
import { pollUntilSettled, shownPageFlow } from '../payment/page-flow';
import { DEPOSIT_ORDERS_SHOWN, DEPOSIT_POLL_MS } from './constants';
import { depositActions } from './slice';
import { selectDeposit } from './selectors';

export function* loadChannels() {
  const { api }: Services = yield* services();
  yield put(depositActions.channelsLoading());
  try {
    const value: ResponseOf<'depositChannels'> = yield call(api.call, 'depositChannels');
    yield put(depositActions.channelsLoaded(value.channels));
  } catch (error) {
    yield put(depositActions.channelsFailed(failureOf(error)));
  }
}

const isPending = (o: DepositOrder) => o.status === 'PENDING';

/** One orders call; true while an order is still pending (the poll goes on), else false. */
export function* loadOrders() {
  const { api }: Services = yield* services();
  yield put(depositActions.ordersLoading());
  try {
    const value: ResponseOf<'depositOrders'> = yield call(api.call, 'depositOrders', {
      pageNo: 1,
      pageSize: DEPOSIT_ORDERS_SHOWN,
    });
    yield put(depositActions.ordersLoaded(value.list));
    return value.list.some(isPending);
  } catch (error) {
    yield put(depositActions.ordersFailed(failureOf(error)));
    return false;
  }
}

/**
 * What a shown page does once it may call: the channels, and the orders now, then every 5 s while
 * one is pending and the tab is shown (a credit or a failure appears without a reload); a new
 * order or a retry starts the poll again.
 */
function* livePage() {
  yield fork(loadChannels);
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
