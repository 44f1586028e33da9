import { call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { ConsolidatedFundsValue } from '@/api/contract/agent';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '@/api/contract/constants';
import type { RootState } from '@/app/store';
import { agentCentreAddress, type AgentCentrePage } from '@/core/agent-centre';
import { ask } from '@/core/dialogs/sagas';
import { modalsActions } from '@/core/modals/slice';
import { pageFailureOf } from '@/core/page-failure';
import { services, type Services } from '@/core/services';
import {
  centreNavigation,
  dropCentreAddress,
  loginFirst,
  memberKnown,
} from '@/core/session/centre-access';
import { sessionActions } from '@/core/session/slice';
import { selectAgent } from './selectors';
import { agentActions, flagsOf, pendingOf } from './slice';

type AnyAction = { type: string; payload?: unknown };

/** Whether an account type may use the agent centre (spec 2 §6: agent types 1, 2, 41, 42). */
export const isAgentType = (type: number | null) =>
  type !== null && (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);

/**
 * The four menu flags and the contracts waiting for an answer (consolidatedFunds), asked once per
 * session: a panel opened again in the same session uses the answer it has (the contract pages
 * keep the pending ones up to date). A failure is told in the panel with a retry.
 */
export function* loadFlags() {
  const { flags } = (yield select(selectAgent)) as ReturnType<typeof selectAgent>;
  if (flags.status === 'loaded') return;
  const { api }: Services = yield* services();
  yield put(agentActions.flagsLoading());
  try {
    const value: ConsolidatedFundsValue = yield call(api.call, 'consolidatedFunds');
    yield put(agentActions.pendingLoaded(pendingOf(value)));
    yield put(agentActions.flagsLoaded(flagsOf(value)));
  } catch (error) {
    yield put(agentActions.flagsFailed(pageFailureOf(error)));
  }
}

/**
 * The panel's access (spec 2 §2, §6): a visitor logs in first; a trial account is told
 * 'in_need_true_account' and a member who is not an agent that the agent centre is for agents,
 * each with the panel's address dropped; an agent gets the panel once the flags are known. While
 * it is open, a 401 (the session ended as expired) closes it and opens the login popup.
 */
export function* panelFlow(_action: ReturnType<typeof agentActions.panelOpened>) {
  const { location }: Services = yield* services();
  const address: string = yield call(location);
  const token: string | null = yield select((s: RootState) => s.session.token);
  if (!token) {
    const loggedIn: boolean = yield call(
      loginFirst,
      address,
      agentCentreAddress(address, null),
      agentActions.accessChanged('login'),
    );
    if (!loggedIn) return;
  } else {
    const status: string = yield select((s: RootState) => s.session.memberStatus);
    if (status !== 'loaded' && status !== 'failed') yield take(memberKnown);
  }
  const type: number | null = yield select((s: RootState) => s.session.member?.type ?? null);
  if (!isAgentType(type)) {
    yield put(agentActions.accessChanged('denied'));
    yield call(dropCentreAddress, agentCentreAddress(address, null));
    yield call(
      ask,
      type === TRIAL_ACCOUNT_TYPE
        ? { kind: 'warning', key: 'roles.in_need_true_account' }
        : { kind: 'warning', key: 'agent.notAgent' },
    );
    return;
  }
  yield put(agentActions.accessChanged('granted'));
  const end: { ended?: ReturnType<typeof sessionActions.sessionEnded> } = yield race({
    open: call(openPanel),
    ended: take(sessionActions.sessionEnded.type),
  });
  if (end.ended?.payload?.reason === 'expired') {
    yield call(dropCentreAddress, agentCentreAddress(address, null));
    yield put(modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'login' } }));
  }
}

/** The open panel: the flags (again on retry), shown until it closes. */
function* openPanel() {
  yield call(loadFlags);
  for (;;) {
    const next: AnyAction = yield take([
      agentActions.flagsRetried.type,
      agentActions.panelClosed.type,
    ]);
    if (next.type === agentActions.panelClosed.type) return;
    yield call(loadFlags);
  }
}

/** Choosing an entry and closing: navigations, so the back button walks the pages opened. */
export const { choosePageFlow, closeFlow } = centreNavigation<AgentCentrePage>(agentCentreAddress);

export function* watchAgent() {
  yield takeLatest(agentActions.panelOpened.type, panelFlow);
  yield takeLatest(agentActions.pageChosen.type, choosePageFlow);
  yield takeLatest(agentActions.closeRequested.type, closeFlow);
}
