import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import type { WithdrawalOrder } from '@/api/contract/wallet';
import { services, type Services } from '@/core/services';
import { walletActions } from '../slice';
import { failureOf, loginFlow } from '@/features/wallet/failure';
import { loadPart } from '@/core/loaded-part';
import { pollUntilSettled, shownPageFlow } from '@/features/wallet/page-flow';
import { WITHDRAWALS_SHOWN, WITHDRAW_POLL_MS } from './constants';
import { selectWithdraw } from './selectors';
import { withdrawActions } from './slice';

/** The member's accounts, the limits, the withdrawable amount and the confirmation minutes. */
export const loadInfo = () =>
  loadPart((api) => api.call('withdrawInfo'), {
    loading: withdrawActions.infoLoading,
    loaded: withdrawActions.infoLoaded,
    failed: withdrawActions.infoFailed,
  });

/** Waiting for the review or the payout: the page asks again until it moves on. */
const underWay = (o: WithdrawalOrder) => o.status === 'PENDING' || o.status === 'APPROVED';

/** One withdrawals call; true while one is still under way (the poll goes on), else false. */
export function* loadWithdrawals() {
  const list: WithdrawalOrder[] | null = yield* loadPart(
    (api) =>
      api.call('withdrawals', { pageNo: 1, pageSize: WITHDRAWALS_SHOWN }).then((v) => v.list),
    {
      loading: withdrawActions.ordersLoading,
      loaded: withdrawActions.ordersLoaded,
      failed: withdrawActions.ordersFailed,
    },
  );
  return list?.some(underWay) ?? false;
}

/**
 * A shown page once it may call: the accounts and limits, and the withdrawals now, then every 5 s
 * while one waits for review or payout (approved, rejected or paid appears without a reload).
 */
function* livePage() {
  yield all([
    call(loadInfo),
    call(pollUntilSettled, WITHDRAW_POLL_MS, loadWithdrawals, [
      withdrawActions.submitSucceeded.type,
      withdrawActions.ordersRequested.type,
    ]),
  ]);
}

export function* withdrawPageFlow() {
  yield call(shownPageFlow, {
    closed: withdrawActions.closed.type,
    gated: withdrawActions.gated,
    live: livePage,
  });
}

/**
 * The request with the payment password; one at a time. The money leaves the main wallet: the
 * withdrawable amount and the header's balance are asked for again.
 */
export function* submitFlow(action: ReturnType<typeof withdrawActions.submitted>) {
  const { api }: Services = yield* services();
  yield put(withdrawActions.submitStarted());
  try {
    const order: ResponseOf<'withdraw'> = yield call(api.call, 'withdraw', action.payload);
    yield put(withdrawActions.submitSucceeded(order));
    yield put(walletActions.balanceRefreshRequested());
    yield call(loadInfo);
  } catch (error) {
    yield put(withdrawActions.submitFailed(failureOf(error)));
  }
}

/** The confirmation of a paid withdrawal; one at a time. A refused one shows the list as it is. */
export function* confirmFlow(action: ReturnType<typeof withdrawActions.confirmSubmitted>) {
  const { api }: Services = yield* services();
  const { orderNo } = action.payload;
  yield put(withdrawActions.confirmStarted(orderNo));
  try {
    const order: ResponseOf<'withdrawConfirm'> = yield call(
      api.call,
      'withdrawConfirm',
      action.payload,
    );
    yield put(withdrawActions.confirmSucceeded(order));
  } catch (error) {
    const failure = failureOf(error);
    yield put(withdrawActions.confirmFailed({ orderNo, failure }));
    // Confirmed elsewhere, or counted as received meanwhile: the list says how it stands.
    if (failure.kind === 'server') yield call(loadWithdrawals);
  }
}

function* retryInfoFlow() {
  const { gate } = selectWithdraw(yield select());
  if (!gate) yield call(loadInfo);
}

export function* watchWithdraw() {
  yield takeLatest(withdrawActions.opened.type, withdrawPageFlow);
  yield takeLeading(withdrawActions.submitted.type, submitFlow);
  yield takeLeading(withdrawActions.confirmSubmitted.type, confirmFlow);
  yield takeLatest(withdrawActions.infoRequested.type, retryInfoFlow);
  yield takeLatest(withdrawActions.loginAsked.type, loginFlow);
}
