import { call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { TRIAL_ACCOUNT_TYPE } from '@/api/contract/constants';
import type { RootState } from '@/app/store';
import { ask } from '@/core/dialogs/sagas';
import { memberCentreAddress, type MemberCentrePage } from '@/core/member-centre';
import { modalsActions } from '@/core/modals/slice';
import { services, type Services } from '@/core/services';
import {
  centreNavigation,
  dropCentreAddress,
  loginFirst,
  memberKnown,
} from '@/core/session/centre-access';
import { sessionActions } from '@/core/session/slice';
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

/**
 * The panel's access (spec 2 §2, spec 1 §6): a visitor logs in first, a trial account is told
 * 'in_need_true_account' and the panel's address is dropped, a real member gets the panel once its
 * own load answered. While it is open, a 401 (the session ended as expired) opens the login popup.
 */
export function* panelFlow(_action: ReturnType<typeof memberActions.panelOpened>) {
  const { location }: Services = yield* services();
  const address: string = yield call(location);
  const token: string | null = yield select((s: RootState) => s.session.token);
  if (!token) {
    const loggedIn: boolean = yield call(
      loginFirst,
      address,
      memberCentreAddress(address, null),
      memberActions.accessChanged('login'),
    );
    if (!loggedIn) return;
  } else {
    const status: string = yield select((s: RootState) => s.session.memberStatus);
    if (status !== 'loaded' && status !== 'failed') yield take(memberKnown);
  }
  const type: number | null = yield select((s: RootState) => s.session.member?.type ?? null);
  if (type === TRIAL_ACCOUNT_TYPE) {
    yield put(memberActions.accessChanged('denied'));
    yield call(dropCentreAddress, memberCentreAddress(address, null));
    yield call(ask, { kind: 'warning', key: 'roles.in_need_true_account' });
    return;
  }
  yield put(memberActions.missionSummaryStarted());
  yield put(memberActions.accessChanged('granted'));
  const end: { ended?: ReturnType<typeof sessionActions.sessionEnded> } = yield race({
    open: call(openPanel),
    ended: take(sessionActions.sessionEnded.type),
  });
  if (end.ended?.payload?.reason === 'expired')
    yield put(modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'login' } }));
}

/** The open panel: its own load, then shown until it closes. */
function* openPanel() {
  yield call(loadMissionSummary);
  yield take(memberActions.panelClosed.type);
}

/** Choosing an entry and closing: navigations, so the back button walks the pages opened. */
export const { choosePageFlow, closeFlow } =
  centreNavigation<MemberCentrePage>(memberCentreAddress);

export function* watchMember() {
  yield takeLatest(memberActions.panelOpened.type, panelFlow);
  yield takeLatest(memberActions.pageChosen.type, choosePageFlow);
  yield takeLatest(memberActions.closeRequested.type, closeFlow);
}
