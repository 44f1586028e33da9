import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AgentContractsValue, ContractType } from '@/api/contract/agent';
import { AgentErrorCodes } from '@/api/contract/constants';
import { pageFailureOf } from '@/core/page-failure';
import { services, type Services } from '@/core/services';
import { agentActions } from '../slice';
import { ANSWER_CALL, refreshDelay } from './rules';
import { selectAgentContracts } from './selectors';
import {
  agentContractsActions as actions,
  type AgentContractsState,
  type ContractAnswer,
} from './slice';

/**
 * Loads the page's contract type: its value (and whether its upline contract still waits for an
 * answer, for the menu), or null after putting why it failed.
 */
export function* loadContracts(contractType: ContractType) {
  const { api }: Services = yield* services();
  yield put(actions.loading());
  try {
    const value: AgentContractsValue = yield call(() =>
      api.call('agentContracts', { contractType }),
    );
    yield put(actions.loaded(value));
    yield put(
      agentActions.contractStateKnown({
        contractType,
        pending: value.contract?.status === 'pending',
      }),
    );
    return value;
  } catch (error) {
    yield put(actions.failed(pageFailureOf(error)));
    return null;
  }
}

/**
 * A page is shown: load it. Real-time salary settles every 5 minutes (spec 2 §9): the page reloads
 * itself after each next settlement until it is closed (or opened again, which restarts this).
 */
export function* pageFlow({ payload: contractType }: PayloadAction<ContractType>) {
  let value = yield* loadContracts(contractType);
  if (contractType !== 'realTimeSalary') return;
  for (;;) {
    const wait = refreshDelay(value?.nextSettlementAt, Date.now());
    const { closed } = yield race({ tick: delay(wait), closed: take(actions.closed.type) });
    if (closed) return;
    value = yield* loadContracts(contractType);
  }
}

/**
 * Accept, reject or ask to end the upline's contract; then the page shows its new state, and the
 * menu's pending contracts follow (answered: no longer waiting; refused: as the reload finds it).
 */
export function* answerFlow({ payload: action }: PayloadAction<ContractAnswer>) {
  const { api }: Services = yield* services();
  const { contractType, value }: AgentContractsState = yield select(selectAgentContracts);
  if (!contractType || !value?.contract) return;
  const contractId = value.contract.contractId;
  try {
    const answer: { endedDownlines: string[]; status: string } = yield call(() =>
      api.call(ANSWER_CALL[contractType], { contractId, action }),
    );
    yield put(actions.answered({ endedDownlines: answer.endedDownlines }));
    // The menu stops showing it as waiting at once, before the page loads again.
    yield put(
      agentActions.contractStateKnown({ contractType, pending: answer.status === 'pending' }),
    );
  } catch (error) {
    const failure = pageFailureOf(error);
    yield put(actions.answerFailed(failure));
    // Answered elsewhere meanwhile: show the state it has now.
    if (failure.code !== AgentErrorCodes.contractState) return;
  }
  yield* loadContracts(contractType);
}

/** Offer a direct downline a contract of the page's type; then the list shows it pending. */
export function* offerFlow({
  payload: { downline, rate },
}: PayloadAction<{ downline: string; rate: number }>) {
  const { api }: Services = yield* services();
  const { contractType }: AgentContractsState = yield select(selectAgentContracts);
  if (!contractType) return;
  try {
    yield call(() => api.call('offerContract', { contractType, downline, rate }));
    yield put(actions.offered());
  } catch (error) {
    yield put(actions.offerFailed(pageFailureOf(error)));
    return;
  }
  yield* loadContracts(contractType);
}

export function* watchAgentContracts() {
  yield takeLatest(actions.opened.type, pageFlow);
  yield takeLeading(actions.answerRequested.type, answerFlow);
  yield takeLeading(actions.offerRequested.type, offerFlow);
}
