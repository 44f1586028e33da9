import { call, put, take } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { TRIAL_ACCOUNT_TYPE } from '@/api/contract/constants';
import { memberCentreAddress, type MemberCentrePage } from '@/core/member-centre';
import { services, type Services } from '@/core/services';
import { centreSagas } from '@/core/session/centre-access';
import { memberActions } from './slice';

/** The mission count for the badge; a failure leaves no badge and the panel still works. */
export function* loadMissionSummary() {
  const { api }: Services = yield* services();
  yield put(memberActions.missionSummaryStarted());
  try {
    const value: ResponseOf<'missionSummary'> = yield call(api.call, 'missionSummary');
    yield put(memberActions.missionSummaryLoaded(value.missionCount));
  } catch {
    yield put(memberActions.missionSummaryLoaded(null));
  }
}

/** The open panel: its own load, then shown until it closes. */
function* openPanel() {
  yield call(loadMissionSummary);
  yield take(memberActions.panelClosed.type);
}

/**
 * The member centre's access (spec 2 §2, spec 1 §6): a trial account is told
 * 'in_need_true_account'; a real member gets the panel once the mission summary answered. A 401
 * while it is open opens the login popup, the panel's address staying.
 */
export const {
  panelFlow,
  choosePageFlow,
  closeFlow,
  watch: watchMember,
} = centreSagas<MemberCentrePage>({
  actions: memberActions,
  addressOf: memberCentreAddress,
  refusal: (type) =>
    type === TRIAL_ACCOUNT_TYPE ? { kind: 'warning', key: 'roles.in_need_true_account' } : null,
  granting: memberActions.missionSummaryStarted(),
  open: openPanel,
});
