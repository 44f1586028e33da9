import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { dropConnection, endSession, failNext } from '@/testing/mock-backend';
import { callsMade } from '@/testing/requests';
import { sessionActions } from '@/core/session/slice';
import type { RootState } from '@/app/store';
import { promotionsFeature } from './feature';
import { actionOf } from './promotion-rules';
import { selectPromotions } from './selectors';
import { promotionsActions, type PromotionAction } from './slice';

type Harness = ReturnType<typeof createTestStore>;

afterEach(() => {
  server.events.removeAllListeners();
});

async function start(token?: Promise<string>): Promise<Harness> {
  const harness = createTestStore();
  harness.store.injectFeature(promotionsFeature);
  if (token) {
    harness.store.dispatch(sessionActions.tokenReceived(await token));
    harness.store.dispatch(sessionActions.memberInfoRequested());
    await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
  }
  return harness;
}

const promos = (s: RootState) => selectPromotions(s);
const settled = (s: RootState) => ['loaded', 'failed'].includes(promos(s).status);
const acted = (id: string) => (s: RootState) =>
  promos(s).outcome?.promotionId === id && ['done', 'failed'].includes(promos(s).outcome!.status);

async function open(harness: Harness) {
  harness.store.dispatch(promotionsActions.opened());
  return promos(await waitForState(harness.store, settled));
}

async function act(harness: Harness, promotionId: string, action: PromotionAction) {
  harness.store.dispatch(promotionsActions.actionRequested({ promotionId, action }));
  return waitForState(harness.store, acted(promotionId));
}

describe('promotions pages', () => {
  it("loads the promotions with player1's state in each and the one action it allows", async () => {
    const state = await open(await start(loginToken()));
    expect(
      state.promotions.map((p) => {
        const s = state.states[String(p.id)];
        return [p.id, s?.status, actionOf(p, s)];
      }),
    ).toEqual([
      ['PRM-101', 'claimed', null],
      ['PRM-102', 'claim', 'claim'],
      ['PRM-103', 'join', 'join'],
      ['PRM-104', 'in_process', null],
      ['PRM-105', 'issued', null],
      ['PRM-106', 'rejected', null],
      ['PRM-107', 'joined', null],
      ['PRM-108', 'applying', null],
      ['PRM-109', 'closed', null],
      ['PRM-110', 'coming_soon', null],
      ['PRM-111', 'join', 'apply'],
    ]);
  });

  it('shows a visitor the promotions without states, and asks the states only once logged in', async () => {
    const harness = await start();
    const calls = callsMade();
    const state = await open(harness);
    expect(state.promotions).toHaveLength(11);
    expect(state.states).toEqual({});
    expect(calls).not.toContain('promotionStates');
    harness.store.dispatch(promotionsActions.loginAsked());
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'loginPopupModal'),
    );
    harness.store.dispatch(sessionActions.tokenReceived(await loginToken()));
    harness.store.dispatch(sessionActions.memberInfoRequested());
    const s = await waitForState(harness.store, (st) => promos(st).states['PRM-102'] !== undefined);
    expect(promos(s).states['PRM-102']).toEqual({ status: 'claim', amount: 58 });
  });

  it('a visitor pressing an action gets the login popup and no call', async () => {
    const harness = await start();
    await open(harness);
    const calls = callsMade();
    harness.store.dispatch(
      promotionsActions.actionRequested({ promotionId: 'PRM-103', action: 'join' }),
    );
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'loginPopupModal'),
    );
    // The popup asks for the white-label switches again (its login modes follow them); nothing else.
    expect(calls.filter((name) => name !== 'whitelabel')).toEqual([]);
    expect(promos(harness.store.getState()).outcome).toBeNull();
  });

  it('joins in place; a claim is credited and the header balance asked again', async () => {
    const harness = await start(loginToken());
    await open(harness);
    let s = await act(harness, 'PRM-103', 'join');
    expect(promos(s).states['PRM-103']).toMatchObject({ status: 'joined' });
    expect(promos(s).outcome).toEqual({ promotionId: 'PRM-103', status: 'done', action: 'join' });
    const calls = callsMade();
    s = await act(harness, 'PRM-102', 'claim');
    expect(promos(s).states['PRM-102']).toEqual({ status: 'claimed', amount: 58 });
    await expect.poll(() => calls).toContain('balance');
    expect(calls[0]).toBe('signUpRequestReward');
  });

  it('sends an application: state applying', async () => {
    const harness = await start(loginToken());
    await open(harness);
    harness.store.dispatch(
      promotionsActions.actionRequested({
        promotionId: 'PRM-111',
        action: 'apply',
        application: { comment: 'Won big', images: ['data:image/png;base64,iVBORw0KGgo='] },
      }),
    );
    const s = await waitForState(harness.store, acted('PRM-111'));
    expect(promos(s).states['PRM-111']).toMatchObject({ status: 'applying' });
  });

  it('a refusal that says the states changed asks them again and keeps the refusal', async () => {
    const harness = await start(loginToken());
    await open(harness);
    failNext('signUpPromotionJoin', 'promotion.already.joined', 'Already joined');
    const calls = callsMade();
    const before = promos(harness.store.getState()).states;
    await act(harness, 'PRM-103', 'join');
    // The states asked again are in (so no call of this test is on its way when the next starts).
    const s = await waitForState(harness.store, (st) => promos(st).states !== before);
    expect(promos(s).outcome).toMatchObject({
      status: 'failed',
      failure: { kind: 'server', code: 'promotion.already.joined' },
    });
    expect(calls).toEqual(['signUpPromotionJoin', 'promotionStates']);
  });

  it('tells a busy system and a dropped connection, and a retry loads the list', async () => {
    const harness = await start(loginToken());
    failNext('promotionStates', '#727', 'System busy');
    expect((await open(harness)).failure).toMatchObject({ kind: 'busy' });
    dropConnection('announcements', 1);
    harness.store.dispatch(promotionsActions.listRequested());
    await waitForState(harness.store, (s) => promos(s).failure?.kind === 'offline');
    harness.store.dispatch(promotionsActions.listRequested());
    const s = await waitForState(harness.store, (st) => promos(st).status === 'loaded');
    expect(promos(s).promotions).toHaveLength(11);
  });

  it('a session ended at the server: the failure says so, the states go, the login popup opens', async () => {
    const harness = await start(loginToken());
    await open(harness);
    await endSession(harness.store.getState().session.token!);
    harness.store.dispatch(promotionsActions.listRequested());
    const s = await waitForState(harness.store, (st) => promos(st).failure?.kind === 'session');
    expect(s.session.token).toBeNull();
    expect(promos(s).states).toEqual({});
    await waitForState(harness.store, (st) =>
      st.modals.stack.some((m) => m.name === 'loginPopupModal'),
    );
  });

  it('a trial account sees the join states and is refused on joining', async () => {
    const harness = await start(freePlayToken());
    const state = await open(harness);
    expect(state.states['PRM-103']).toMatchObject({ status: 'join' });
    const s = await act(harness, 'PRM-103', 'join');
    expect(promos(s).outcome).toMatchObject({ status: 'failed', failure: { kind: 'trial' } });
    expect(promos(s).states['PRM-103']).toMatchObject({ status: 'join' });
  });
});
