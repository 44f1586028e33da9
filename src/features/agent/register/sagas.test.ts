import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/constants';
import type { RootState } from '@/app/store';
import { sessionActions } from '@/core/session/slice';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { dropConnection } from '@/testing/mock-backend';
import { agentRegisterFeature } from './feature';
import { refusedField } from './rules';
import { REGISTERED_PAGE_SIZE } from './sagas';
import { selectAgentRegister } from './selectors';
import { agentRegisterActions } from './slice';

const done = (status: string) => status === 'loaded' || status === 'failed';
const settled = (s: RootState) =>
  done(selectAgentRegister(s).invite.status) && done(selectAgentRegister(s).registered.status);

async function open(token?: string) {
  const harness = createTestStore();
  harness.store.injectFeature(agentRegisterFeature);
  harness.store.dispatch(sessionActions.tokenReceived(token ?? (await loginToken('agent01'))));
  harness.store.dispatch(agentRegisterActions.opened());
  const state = await waitForState(harness.store, settled);
  return { harness, state: selectAgentRegister(state) };
}

describe('registration centre sagas', () => {
  it("loads the agent's invitation (a registration link with its code) and the registered accounts", async () => {
    const { state } = await open();
    const invite = state.invite.value!;
    expect(invite.inviteUrl).toContain(`referralCode=${invite.inviteCode}`);
    expect(state.registered.value!.pageNo).toBe(1);
    expect(state.registered.value!.list.length).toBeLessThanOrEqual(REGISTERED_PAGE_SIZE);
  });

  it('registers a downline, says so and lists it first; the same account again is refused at the account', async () => {
    const { harness } = await open();
    const account = `dl${Date.now() % 1_000_000}`;
    const form = { username: account, password: 'abc12345', confirmPassword: 'abc12345' };
    harness.store.dispatch(agentRegisterActions.registerRequested(form));
    const state = await waitForState(
      harness.store,
      (s) =>
        selectAgentRegister(s).submit.status === 'done' &&
        selectAgentRegister(s).registered.status === 'loaded' &&
        selectAgentRegister(s).registered.value!.list[0]?.account === account,
    );
    expect(selectAgentRegister(state).submit.account).toBe(account);

    harness.store.dispatch(agentRegisterActions.registerRequested(form));
    const again = selectAgentRegister(
      await waitForState(harness.store, (s) => selectAgentRegister(s).submit.status === 'failed'),
    );
    expect(again.submit.failure).toMatchObject({ code: ErrorCodes.usernameTaken });
    expect(refusedField(again.submit.failure)).toBe('username');
  });

  it('keeps a failed part apart and loads it again on retry', async () => {
    dropConnection('agentInvite', 1);
    const { harness, state } = await open();
    expect(state.invite).toMatchObject({ status: 'failed', failure: { kind: 'offline' } });
    expect(state.registered.status).toBe('loaded');
    harness.store.dispatch(agentRegisterActions.inviteRequested());
    await waitForState(harness.store, (s) => selectAgentRegister(s).invite.status === 'loaded');
  });

  it('tells a trial account it needs a real one', async () => {
    const { state } = await open(await freePlayToken());
    expect(state.invite.failure).toMatchObject({ kind: 'trial' });
    expect(state.registered.failure).toMatchObject({ kind: 'trial' });
  });
});
