import { describe, expect, it, vi } from 'vitest';
import type { ContractType } from '@/api/contract/agent';
import { centreStore } from '@/testing/centre';
import { createTestClient, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { answerWith, dropConnection, endSession, mockScenario } from '@/testing/mock-backend';
import { dialogsActions } from '@/core/dialogs/slice';
import { sessionActions } from '@/core/session/slice';
import { agentContractsFeature } from './contracts/feature';
import { ANSWER_CALL } from './contracts/rules';
import { agentContractsActions } from './contracts/slice';
import { agentFeature } from './feature';
import { selectAgentPanelView } from './selectors';
import { agentActions } from './slice';

/** A store with the agent feature, at `address`, logged in as `token` when given. */
function open(address: string, token?: string) {
  const harness = centreStore(agentFeature, address, token);
  const call = vi.spyOn(harness.services.api, 'call');
  /** How many times the flags were asked. */
  const flagCalls = () => call.mock.calls.filter(([name]) => name === 'consolidatedFunds').length;
  harness.store.dispatch(agentActions.panelOpened({ page: 'agentTeamOverview' }));
  return { ...harness, flagCalls };
}

/** The agent's own contract of a type answered in another session (another client). */
async function answerElsewhere(contractType: ContractType, action: 'accept' | 'reject') {
  const other = createTestClient();
  other.state.token = await loginToken('agent01');
  const { contract } = await other.client.call('agentContracts', { contractType });
  await other.client.call(ANSWER_CALL[contractType] as 'processDailySalary', {
    contractId: contract!.contractId,
    action,
  });
}

const pagesShown = (view: ReturnType<typeof selectAgentPanelView>) =>
  view.kind === 'panel' ? view.entries.map((e) => e.page) : [];

describe('agent centre panel', () => {
  it('shows the entries the flags allow once they answered, and asks them once a session', async () => {
    mockScenario({ agentFeatures: { contractDividend: false, hourlySalary: false } });
    const { store, flagCalls } = open('/?agent=agentTeamOverview', await loginToken('agent01'));
    expect(selectAgentPanelView(store.getState()).kind).toBe('loading');
    const state = await waitForState(store, (s) => selectAgentPanelView(s).kind === 'panel');
    const pages = pagesShown(selectAgentPanelView(state));
    expect(pages).toHaveLength(10);
    expect(pages).toContain('agentDailyWages2');
    expect(pages).not.toContain('agentHourSalary');
    expect(pages).not.toContain('agentDividendRecordCopy2');
    // Closed and opened again in the same session: the flags are not asked again.
    expect(flagCalls()).toBe(1);
    store.dispatch(agentActions.panelClosed());
    store.dispatch(agentActions.panelOpened({ page: 'agentAnnouncement' }));
    await waitForState(store, (s) => selectAgentPanelView(s).kind === 'panel');
    expect(flagCalls()).toBe(1);
  });

  it('knows the contracts waiting for an answer with the flags, and an answered one stops waiting without a reload', async () => {
    const { store, flagCalls } = open('/?agent=agentRealtimeSalary', await loginToken('agent01'));
    store.injectFeature(agentContractsFeature);
    const pendingPages = (s: Parameters<typeof selectAgentPanelView>[0]) => {
      const view = selectAgentPanelView(s);
      return view.kind === 'panel' ? view.pending : [];
    };
    const state = await waitForState(store, (s) => selectAgentPanelView(s).kind === 'panel');
    expect(pendingPages(state)).toEqual(
      expect.arrayContaining(['agentRealtimeSalary', 'agentDailyWages2']),
    );
    expect(pendingPages(state)).not.toContain('agentDividendRecordCopy2');

    // The real-time salary page rejects its contract: the menu follows at once.
    store.dispatch(agentContractsActions.opened('realTimeSalary'));
    await waitForState(store, (s) => s.agentContracts?.status === 'loaded');
    store.dispatch(agentContractsActions.answerRequested('reject'));
    const answered = await waitForState(
      store,
      (s) => s.agentContracts?.value?.contract?.status === 'rejected',
    );
    expect(pendingPages(answered)).not.toContain('agentRealtimeSalary');
    expect(pendingPages(answered)).toContain('agentDailyWages2');
    store.dispatch(agentContractsActions.closed());

    // A daily salary contract answered elsewhere: the page's load corrects the menu too.
    await answerElsewhere('dailySalary', 'accept');
    store.dispatch(agentContractsActions.opened('dailySalary'));
    const reloaded = await waitForState(
      store,
      (s) => !pendingPages(s).includes('agentDailyWages2'),
    );
    expect(reloaded.agentContracts?.value?.contract?.status).toBe('accepted');
    expect(flagCalls()).toBe(1);
  });

  it('forgets the flags when another session starts', async () => {
    const { store } = open('/?agent=agentTeamOverview', await loginToken('agent01'));
    await waitForState(store, (s) => s.agent?.flags.status === 'loaded');
    store.dispatch(sessionActions.tokenReceived(await loginToken('agent01')));
    expect(store.getState().agent?.flags.status).toBe('idle');
  });

  it('tells why the flags failed and loads them again on retry', async () => {
    dropConnection('consolidatedFunds', 1);
    const { store } = open('/?agent=agentTeamOverview', await loginToken('agent01'));
    const failed = await waitForState(store, (s) => selectAgentPanelView(s).kind === 'failed');
    expect(selectAgentPanelView(failed)).toMatchObject({ failure: { kind: 'offline' } });
    store.dispatch(agentActions.flagsRetried());
    await waitForState(store, (s) => selectAgentPanelView(s).kind === 'panel');
  });

  it('refuses a member who is not an agent and a trial account, each with its message', async () => {
    for (const [token, key] of [
      [await loginToken('player1'), 'agent.notAgent'],
      [await freePlayToken(), 'roles.in_need_true_account'],
    ] as const) {
      const { store, services, flagCalls } = open('/?agent=agentTeamOverview', token);
      const state = await waitForState(store, (s) => s.dialogs.queue.length === 1);
      expect(state.dialogs.queue[0]).toMatchObject({ kind: 'warning', key });
      expect(selectAgentPanelView(state).kind).toBe('none');
      expect(services.navigate).toHaveBeenCalledWith('/', { replace: true });
      expect(flagCalls()).toBe(0);
      store.dispatch(dialogsActions.answered({ id: state.dialogs.queue[0]!.id, confirmed: true }));
    }
  });

  it('closes and opens the login popup when a 401 ends the session while it is open', async () => {
    const token = await loginToken('agent01');
    const { store, services } = open('/games?agent=agentTeamOverview', token);
    await waitForState(store, (s) => selectAgentPanelView(s).kind === 'panel');
    await endSession(token);
    store.dispatch(sessionActions.sessionEnded({ reason: 'expired' }));
    const state = await waitForState(store, (s) =>
      s.modals.stack.some((m) => m.name === 'loginPopupModal'),
    );
    expect(services.navigate).toHaveBeenLastCalledWith('/games', { replace: true });
    expect(state.agent?.flags.status).toBe('idle');
  });
});

describe('agent centre flags', () => {
  it('shows a contract entry only for a flag that is on', async () => {
    answerWith('consolidatedFunds', {
      dailySalary: true,
      hourlySalary: false,
      realTimeSalary: false,
      contractDividend: false,
      contractRequirements: false,
    });
    const { store } = open('/?agent=agentTeamOverview', await loginToken('agent01'));
    const state = await waitForState(store, (s) => selectAgentPanelView(s).kind === 'panel');
    expect(pagesShown(selectAgentPanelView(state)).slice(-1)).toEqual(['agentDailyWages2']);
  });
});
