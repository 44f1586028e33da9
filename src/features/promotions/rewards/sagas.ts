import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiClient } from '@/api/client';
import { PromotionErrorCodes } from '@/api/contract/constants';
import type { RewardItem } from '@/api/contract/promotions';
import { services, type Services } from '@/core/services';
import { walletActions } from '@/features/wallet/slice';
import { shownPage } from '@/core/loaded-part';
import { failureOf, type Failure } from '../page-flow';
import { paysOut } from './reward-actions';
import { rewardsActions, type RewardAction } from './slice';

/** The member's items. */
export function* loadRewards() {
  const { api }: Services = yield* services();
  yield put(rewardsActions.listLoading());
  try {
    const value: { list: RewardItem[] } = yield call(api.call, 'rewardCenter', {});
    yield put(rewardsActions.listLoaded(value.list));
  } catch (error) {
    yield put(rewardsActions.listFailed(failureOf(error)));
  }
}

/** The call behind each action, answering the item as it is afterwards. */
async function perform(api: ApiClient, item: RewardItem, action: RewardAction) {
  const { rewardId } = item;
  switch (action) {
    case 'claim':
      return api.call('claimReward', { rewardId });
    case 'open':
      return api.call('openRedEnvelope', { rewardId });
    case 'draw': {
      const drawn = await api.call('claimRaffle', { raffleId: item.raffleId! });
      return { ...item, status: drawn.status, prizeName: drawn.prizeName, amount: drawn.amount };
    }
    case 'join': {
      const joined = await api.call('signUpPromotionJoin', { promotionId: item.promotionId! });
      return { ...item, status: joined.status };
    }
  }
}

/** Refusals that mean the list is out of date (claimed elsewhere, ended meanwhile). */
const STALE: string[] = [
  PromotionErrorCodes.alreadyClaimed,
  PromotionErrorCodes.promotionClosed,
  PromotionErrorCodes.notClaimable,
];

/**
 * One action at a time: the call, the item updated in place and, when it paid out, the header's
 * balance asked again; a refusal that says the item changed meanwhile shows the list as it is now.
 */
export function* actionFlow(request: ReturnType<typeof rewardsActions.actionRequested>) {
  const { item, action } = request.payload;
  const { api }: Services = yield* services();
  yield put(rewardsActions.actionStarted(item.rewardId));
  try {
    const after: RewardItem = yield call(perform, api, item, action);
    yield put(rewardsActions.actionSucceeded({ item: after, action }));
    if (paysOut(action)) yield put(walletActions.balanceRefreshRequested());
  } catch (error) {
    const failure: Failure = failureOf(error);
    yield put(rewardsActions.actionFailed({ rewardId: item.rewardId, failure }));
    if (STALE.includes(failure.code)) yield call(loadRewards);
  }
}

function* pageFlow() {
  yield call(shownPage, {
    closed: rewardsActions.closed.type,
    reload: [rewardsActions.listRequested.type],
    load: loadRewards,
  });
}

export function* watchRewards() {
  yield takeLatest(rewardsActions.opened.type, pageFlow);
  yield takeLeading(rewardsActions.actionRequested.type, actionFlow);
}
