import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractType } from '@/api/contract/agent';
import { AgentErrorCodes, ErrorCodes } from '@/api/contract/constants';
import type { RootState } from '@/app/store';
import { sessionActions } from '@/core/session/slice';
import { createTestStore, loginToken, waitForState } from '@/testing/harness';
import { dropConnection, failNext } from '@/testing/mock-backend';
import { agentContractsFeature } from './feature';
import { selectAgentContracts } from './selectors';
import { agentContractsActions as actions } from './slice';

const page = (s: RootState) => selectAgentContracts(s);
const settled = (s: RootState) => ['loaded', 'failed'].includes(page(s).status);

async function open(contractType: ContractType, before?: () => void) {
  const harness = createTestStore();
  harness.store.injectFeature(agentContractsFeature);
  harness.store.dispatch(sessionActions.tokenReceived(await loginToken('agent01')));
  before?.();
  harness.store.dispatch(actions.opened(contractType));
  const state = page(await waitForState(harness.store, settled));
  return { store: harness.store, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('agent contract pages', () => {
  it('warns that accepting the 1.5% daily salary ends a downline at 1.8%, and accepting ends it', async () => {
    const { store, state } = await open('dailySalary');
    expect(state.value!.contract).toMatchObject({ status: 'pending', rate: 1.5 });
    const first = state.value!.downlines[0]!.account;
    expect(state.value!.endsDownlines).toEqual([first]);
    store.dispatch(actions.answerRequested('accept'));
    const after = page(
      await waitForState(
        store,
        (s) => page(s).answer.status === 'done' && page(s).value?.contract?.status === 'accepted',
      ),
    );
    expect(after.answer.endedDownlines).toEqual([first]);
    expect(after.value!.downlines[0]!.contract!.status).toBe('terminated');
    expect(after.value!.settlements.length).toBeGreaterThan(0);
  });

  it('tells an already answered contract and shows the state it has now', async () => {
    const { store } = await open('realTimeSalary');
    store.dispatch(actions.answerRequested('reject'));
    await waitForState(store, (s) => page(s).value?.contract?.status === 'rejected');
    store.dispatch(actions.answerRequested('accept'));
    const after = page(await waitForState(store, (s) => page(s).answer.status === 'failed'));
    expect(after.answer.failure).toMatchObject({ code: AgentErrorCodes.contractState });
    expect(after.value!.contract!.status).toBe('rejected');
    store.dispatch(actions.closed());
  });

  it('offers a downline a contract; a rate above its own is refused by the server too', async () => {
    const { store, state } = await open('hourlySalary');
    const downline = state.value!.downlines[3]!.account;
    store.dispatch(actions.offerRequested({ downline, rate: 0.5 }));
    const refused = page(await waitForState(store, (s) => page(s).offer.status === 'failed'));
    expect(refused.offer.failure).toMatchObject({ code: AgentErrorCodes.rateAboveOwn });
    store.dispatch(actions.offerRequested({ downline, rate: 0.25 }));
    const done = page(
      await waitForState(
        store,
        (s) => page(s).status === 'loaded' && !!page(s).value?.downlines[3]?.contract,
      ),
    );
    expect(done.value!.downlines[3]!.contract).toMatchObject({ status: 'pending', rate: 0.25 });
  });

  it('fails offline (retry loads), and #727 on an answer', async () => {
    const { store, state } = await open('dividend', () => dropConnection('agentContracts', 1));
    expect(state.failure).toMatchObject({ kind: 'offline' });
    store.dispatch(actions.opened('dividend'));
    await waitForState(store, (s) => page(s).status === 'loaded');
    failNext('processDividend', ErrorCodes.systemBusy, 'busy');
    store.dispatch(actions.answerRequested('terminate'));
    const busy = page(await waitForState(store, (s) => page(s).answer.status === 'failed'));
    expect(busy.answer.failure).toMatchObject({ kind: 'busy' });
    expect(busy.value!.contract!.status).toBe('accepted');
  });

  it('reloads the real-time salary after the next settlement, until the page is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { store, state } = await open('realTimeSalary');
    const first = state.value!.nextSettlementAt!;
    await vi.advanceTimersByTimeAsync(first - Date.now() + 2_500);
    const next = page(
      await waitForState(store, (s) => (page(s).value?.nextSettlementAt ?? 0) > first),
    );
    expect(next.value!.nextSettlementAt).toBe(first + 300_000);
    store.dispatch(actions.closed());
    await vi.advanceTimersByTimeAsync(301_000);
    expect(page(store.getState()).value!.nextSettlementAt).toBe(first + 300_000);
  });
});
