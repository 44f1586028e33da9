import { call, put, select, take } from 'redux-saga/effects';
import type { ConsolidatedFundsValue } from '@/api/contract/agent';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '@/api/contract/constants';
import { agentCentreAddress, type AgentCentrePage } from '@/core/agent-centre';
import { pageFailureOf } from '@/core/page-failure';
import { services, type Services } from '@/core/services';
import { centreSagas } from '@/core/session/centre-access';
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

/**
 * The agent centre's access (spec 2 §2, §6): a trial account is told 'in_need_true_account' and a
 * member who is not an agent that the agent centre is for agents; an agent gets the panel once the
 * flags are known. A 401 while it is open closes it and opens the login popup.
 */
export const {
  panelFlow,
  choosePageFlow,
  closeFlow,
  watch: watchAgent,
} = centreSagas<AgentCentrePage>({
  actions: agentActions,
  addressOf: agentCentreAddress,
  refusal: (type) =>
    isAgentType(type)
      ? null
      : {
          kind: 'warning',
          key: type === TRIAL_ACCOUNT_TYPE ? 'roles.in_need_true_account' : 'agent.notAgent',
        },
  open: openPanel,
  closeOnExpiry: true,
});
