import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { PointsErrorCodes } from '@/api/contract/constants';
import type { PointConfigValue } from '@/api/contract/points';
import type { RootState } from '@/app/store';
import { loadPart, whileShown } from '@/core/loaded-part';
import { pageFailureOf } from '@/core/page-failure';
import { services, type Services } from '@/core/services';
import { requireLogin } from '@/core/session/gates';
import { sessionActions } from '@/core/session/slice';
import { walletActions } from '@/features/wallet/slice';
import { PAGE_SIZE } from './rules';
import { selectPoints } from './selectors';
import { pointsActions as a, type PointBalance, type PointsState, type RedeemInput } from './slice';

const loggedIn = (s: RootState) => s.session.token !== null;

/** The rules, the rates and whether the mall is open (visitors too). */
export function* loadConfig() {
  const config: PointConfigValue | null = yield* loadPart((api) => api.call('pointConfig', {}), {
    loading: a.configLoading,
    loaded: a.configLoaded,
    failed: a.configFailed,
  });
  return config;
}

/** The member's points, and whether a payment password is set (for the redeem and convert forms). */
export function* loadBalance() {
  const member: boolean = yield select(loggedIn);
  if (!member) return;
  yield* loadPart(
    async (api): Promise<PointBalance> => {
      const value = await api.call('pointBalance', {});
      return { balance: value.pointBalance, earned: value.totalEarned, spent: value.totalUsed };
    },
    { loading: a.balanceLoading, loaded: a.balanceLoaded, failed: a.balanceFailed },
  );
  const { api }: Services = yield* services();
  try {
    const security: { paymentPasswordSet: boolean } = yield call(api.call, 'securityCenter', {});
    yield put(a.paymentPasswordKnown(security.paymentPasswordSet));
  } catch {
    // Not known: the redeem call tells it if it is missing.
  }
}

export function* loadGoods() {
  const { goodsQuery }: PointsState = yield select(selectPoints);
  const { category, page } = goodsQuery;
  yield* loadPart(
    (api) =>
      api.call('pointReward', {
        pageNo: page,
        pageSize: PAGE_SIZE,
        ...(category ? { category } : {}),
      }),
    { loading: a.goodsLoading, loaded: a.goodsLoaded, failed: a.goodsFailed },
  );
}

export function* loadHistory() {
  const member: boolean = yield select(loggedIn);
  if (!member) return;
  const { historyQuery }: PointsState = yield select(selectPoints);
  const { status, page } = historyQuery;
  yield* loadPart(
    (api) =>
      api.call('redeemPointList', {
        pageNo: page,
        pageSize: PAGE_SIZE,
        ...(status ? { status } : {}),
      }),
    { loading: a.historyLoading, loaded: a.historyLoaded, failed: a.historyFailed },
  );
}

export function* loadDetails() {
  const member: boolean = yield select(loggedIn);
  if (!member) return;
  const { detailsQuery }: PointsState = yield select(selectPoints);
  const { type, page } = detailsQuery;
  yield* loadPart(
    (api) =>
      api.call('pointDetails', { pageNo: page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) }),
    { loading: a.detailsLoading, loaded: a.detailsLoaded, failed: a.detailsFailed },
  );
}

/** The member's parts again (after a write, or a new login). */
function* reloadMember() {
  yield call(loadBalance);
  const state: PointsState = yield select(selectPoints);
  if (state.history.status !== 'idle') yield call(loadHistory);
  if (state.details.status !== 'idle') yield call(loadDetails);
}

/**
 * A redemption: a visitor gets the login popup; the call with the payment password; then the
 * balance, the goods' stock, the history and the details as they are now. A refusal keeps the
 * modal open with what was typed; an out-of-stock refusal shows the stock as it is now.
 */
export function* redeemFlow(action: ReturnType<typeof a.redeemSubmitted>) {
  const { reward, quantity, address, phone, remarks, password } = action.payload as RedeemInput;
  const { api }: Services = yield* services();
  try {
    const value: { redeemId: string } = yield call(api.call, 'redeemPointReward', {
      rewardId: reward.rewardId,
      quantity,
      password,
      ...(reward.needAddress ? { address: address.trim(), phone: phone.trim() } : {}),
      ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
    });
    yield put(a.redeemDone({ redeemId: value.redeemId, rewardName: reward.name }));
    if (reward.category === 'BONUS') yield put(walletActions.balanceRefreshRequested());
    yield call(loadGoods);
    yield call(reloadMember);
  } catch (error) {
    const failure = pageFailureOf(error);
    yield put(a.redeemFailed(failure));
    if (failure.code === PointsErrorCodes.outOfStock) yield call(loadGoods);
  }
}

/** Points to cash: the call, then the points and the header's balance (the main wallet) again. */
export function* convertFlow(action: ReturnType<typeof a.convertSubmitted>) {
  const { api }: Services = yield* services();
  try {
    const value: { points: number; amount: number } = yield call(
      api.call,
      'convertPoint',
      action.payload,
    );
    yield put(a.convertDone({ points: value.points, amount: value.amount }));
    yield put(walletActions.balanceRefreshRequested());
    yield call(reloadMember);
  } catch (error) {
    yield put(a.convertFailed(pageFailureOf(error)));
  }
}

function* askLogin() {
  yield call(requireLogin);
}

/** The page while shown: the config, the member's parts, the goods; again after a new login. */
function* shownPage() {
  yield* whileShown(a.closed.type, function* page() {
    yield takeLatest(a.configRequested.type, loadConfig);
    yield takeLatest([a.balanceRequested.type, sessionActions.memberInfoLoaded.type], reloadMember);
    yield takeLatest(a.goodsRequested.type, loadGoods);
    yield takeLatest(a.historyRequested.type, loadHistory);
    yield takeLatest(a.detailsRequested.type, loadDetails);
    yield call(loadBalance);
    const config: PointConfigValue | null = yield call(loadConfig);
    if (config?.enabled) yield call(loadGoods);
  });
}

export function* watchPoints() {
  yield takeLatest(a.opened.type, shownPage);
  yield takeLeading(a.redeemSubmitted.type, redeemFlow);
  yield takeLeading(a.convertSubmitted.type, convertFlow);
  yield takeLatest(a.loginAsked.type, askLogin);
}
