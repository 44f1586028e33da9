import { all, call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiClient } from '@/api/client';
import { PromotionErrorCodes } from '@/api/contract/constants';
import type { Promotion } from '@/api/contract/notices';
import type { RootState } from '@/app/store';
import { services, type Services } from '@/core/services';
import { requireLogin } from '@/core/session/gates';
import { sessionActions } from '@/core/session/slice';
import { walletActions } from '@/features/wallet/slice';
import { failureOf, type Failure } from '../page-flow';
import { paysOut } from './promotion-rules';
import {
  promotionsActions,
  type MemberPromotionState,
  type PromotionAction,
  type PromotionApplication,
} from './slice';

/** Only the promotions of the announcements call (type PR). */
const PROMOTION_TYPES = 'PR';

/** The member's state per promotion id (the inferred promotionStates call). */
async function memberStates(api: ApiClient): Promise<Record<string, MemberPromotionState>> {
  const { list } = await api.call('promotionStates', {});
  return Object.fromEntries(
    list.map((s) => [s.promotionId, { status: s.status, amount: s.amount ?? null }]),
  );
}

/** The promotions, and the member's state in each when logged in (visitors see none). */
export function* loadPromotions() {
  const { api }: Services = yield* services();
  yield put(promotionsActions.listLoading());
  try {
    const value: { promotion: Promotion[] } = yield call(api.call, 'announcements', {
      types: PROMOTION_TYPES,
      platform: 'W',
    });
    const token: string | null = yield select((s: RootState) => s.session.token);
    const states: Record<string, MemberPromotionState> = token ? yield call(memberStates, api) : {};
    yield put(promotionsActions.listLoaded({ promotions: value.promotion, states }));
  } catch (error) {
    const failure: Failure = failureOf(error);
    yield put(promotionsActions.listFailed(failure));
    // The session ended at the server: the login popup opens (the notice also offers it).
    if (failure.kind === 'session') yield call(requireLogin);
  }
}

/** The call behind each action, answering the promotion's state afterwards. */
async function perform(
  api: ApiClient,
  promotionId: string,
  action: PromotionAction,
  application: PromotionApplication | undefined,
) {
  switch (action) {
    case 'join':
      return api.call('signUpPromotionJoin', { promotionId });
    case 'claim':
      return api.call('signUpRequestReward', { promotionId });
    case 'apply':
      return api.call('signUpPromotionApply', {
        promotionId,
        comment: application?.comment ?? '',
        images: application?.images ?? [],
        ageConfirmed: true,
      });
  }
}

/** Refusals that mean the member's states are out of date (joined or claimed elsewhere, ended). */
const STALE: string[] = [
  PromotionErrorCodes.alreadyJoined,
  PromotionErrorCodes.alreadyClaimed,
  PromotionErrorCodes.promotionClosed,
  PromotionErrorCodes.notStarted,
  PromotionErrorCodes.notClaimable,
];

/**
 * One action at a time: a visitor gets the login popup (no call); a member's call, the state
 * updated in place and, when it paid out, the header's balance asked again; a refusal that says
 * the state changed meanwhile asks the states again (the refusal stays shown).
 */
export function* actionFlow(request: ReturnType<typeof promotionsActions.actionRequested>) {
  const { promotionId, action, application } = request.payload;
  const loggedIn: boolean = yield call(requireLogin);
  if (!loggedIn) return;
  const { api }: Services = yield* services();
  yield put(promotionsActions.actionStarted({ promotionId, action }));
  try {
    const after: { status: MemberPromotionState['status']; amount?: number | null } = yield call(
      perform,
      api,
      promotionId,
      action,
      application,
    );
    const result = { status: after.status, amount: after.amount ?? null };
    yield put(promotionsActions.actionSucceeded({ promotionId, action, result }));
    if (paysOut(action)) yield put(walletActions.balanceRefreshRequested());
  } catch (error) {
    const failure: Failure = failureOf(error);
    yield put(promotionsActions.actionFailed({ promotionId, action, failure }));
    if (failure.kind === 'session') {
      yield call(requireLogin);
      return;
    }
    if (STALE.includes(failure.code)) {
      try {
        const states: Record<string, MemberPromotionState> = yield call(memberStates, api);
        yield put(promotionsActions.statesLoaded(states));
      } catch {
        // The refusal is shown; the states stay as they were.
      }
    }
  }
}

export function* loginAskedFlow() {
  yield call(requireLogin);
}

const tokenOf = (s: RootState) => s.session.token;

/**
 * While a promotions page is shown: the list now, again on a retry, and again when the member
 * info arrives for another session than the list was loaded for (a visitor who logged in, a new
 * login after the session ended) — not when it confirms the session the list already has.
 */
function* pageFlow() {
  let loadedFor: string | null = null;
  function* load() {
    loadedFor = yield select(tokenOf);
    yield call(loadPromotions);
  }
  function* memberChanged() {
    const token: string | null = yield select(tokenOf);
    if (token !== loadedFor) yield call(load);
  }
  yield race({
    page: all([
      takeLatest(promotionsActions.listRequested.type, load),
      takeLatest(sessionActions.memberInfoLoaded.type, memberChanged),
      call(load),
    ]),
    closed: take(promotionsActions.closed.type),
  });
}

export function* watchPromotions() {
  yield takeLatest(promotionsActions.opened.type, pageFlow);
  yield takeLeading(promotionsActions.actionRequested.type, actionFlow);
  yield takeLeading(promotionsActions.loginAsked.type, loginAskedFlow);
}
