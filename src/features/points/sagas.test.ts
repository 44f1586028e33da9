import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { PointsErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import type { PointReward } from '@/api/contract/points';
import type { RootState } from '@/app/store';
import { sessionActions } from '@/core/session/slice';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { answerWith, dropConnection, endSession, failNext } from '@/testing/mock-backend';
import { callsMade } from '@/testing/requests';
import { pointsFeature } from './feature';
import { selectMallClosed, selectPoints } from './selectors';
import { pointsActions } from './slice';

type Harness = ReturnType<typeof createTestStore>;

afterEach(() => {
  server.events.removeAllListeners();
});

async function start(token: string | null): Promise<Harness> {
  const harness = createTestStore();
  harness.store.injectFeature(pointsFeature);
  if (token) {
    harness.store.dispatch(sessionActions.tokenReceived(token));
    harness.store.dispatch(sessionActions.memberInfoRequested());
    await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
  }
  return harness;
}
const member = async (account = 'player1', password = 'pass1234') =>
  start(await loginToken(account, password));

const points = (s: RootState) => selectPoints(s);
const settled = (part: 'config' | 'goods' | 'balance' | 'history' | 'details') => (s: RootState) =>
  ['loaded', 'failed'].includes(points(s)[part].status);

async function open(harness: Harness, until = settled('goods')) {
  harness.store.dispatch(pointsActions.opened());
  return points(await waitForState(harness.store, until));
}

const good = (s: RootState, id: string) =>
  points(s).goods.value!.list.find((r) => r.rewardId === id)!;

const redeemOf = (reward: PointReward, password = 'pay1234', extra = {}) =>
  pointsActions.redeemSubmitted({
    reward,
    quantity: 1,
    address: '',
    phone: '',
    remarks: '',
    password,
    ...extra,
  });
const redeemed = (s: RootState) => ['done', 'failed'].includes(points(s).redeem.status);

describe('point mall', () => {
  it('shows a visitor the rules and the goods without asking for the balance', async () => {
    const calls = callsMade();
    const state = await open(await start(null));
    expect(state.config.value).toMatchObject({ enabled: true, pointsExpire: false });
    expect(state.goods.value!.list.length).toBeGreaterThan(0);
    expect(state.balance.status).toBe('idle');
    expect(calls).not.toContain('pointBalance');
  });

  it('a visitor pressing redeem gets the login popup', async () => {
    const harness = await start(null);
    harness.store.dispatch(pointsActions.loginAsked());
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'loginPopupModal'),
    );
  });

  it("loads a member's points and whether the payment password is set", async () => {
    const harness = await member();
    const state = await open(harness, (s) => settled('balance')(s) && settled('goods')(s));
    expect(state.balance.value).toEqual({ balance: 25_000, earned: 28_350, spent: 3_350 });
    await waitForState(harness.store, (s) => points(s).paymentPasswordSet === true);
  });

  it('redeems: the balance, the stock and the history follow', async () => {
    const harness = await member();
    await open(harness, (s) => settled('balance')(s) && settled('goods')(s));
    harness.store.dispatch(pointsActions.historyRequested({ status: null, page: 1 }));
    await waitForState(harness.store, settled('history'));
    const before = good(harness.store.getState(), 'PR-04').availableQuantity;
    harness.store.dispatch(redeemOf(good(harness.store.getState(), 'PR-04')));
    const s = await waitForState(
      harness.store,
      (st) =>
        redeemed(st) &&
        points(st).balance.value?.balance === 24_700 &&
        points(st).history.value?.list[0]?.rewardId === 'PR-04',
    );
    expect(points(s).redeem).toMatchObject({ status: 'done' });
    expect(good(s, 'PR-04').availableQuantity).toBe(before - 1);
    expect(points(s).history.value!.list[0]).toMatchObject({ status: 'IN_PROCESS', points: 300 });
  });

  it('a bonus good pays into the main wallet: the header balance is asked again', async () => {
    const harness = await member();
    await open(harness);
    const calls = callsMade();
    harness.store.dispatch(redeemOf(good(harness.store.getState(), 'PR-01')));
    await waitForState(harness.store, redeemed);
    await expect.poll(() => calls).toContain('balance');
  });

  it('tells a wrong payment password and an out-of-stock good by their codes', async () => {
    const harness = await member();
    await open(harness);
    harness.store.dispatch(redeemOf(good(harness.store.getState(), 'PR-04'), 'wrong'));
    let s = await waitForState(harness.store, redeemed);
    expect(points(s).redeem).toMatchObject({
      status: 'failed',
      failure: { kind: 'server', code: WalletErrorCodes.wrongPassword },
    });
    harness.store.dispatch(pointsActions.redeemCleared());
    failNext('redeemPointReward', PointsErrorCodes.outOfStock, 'Out of stock');
    const calls = callsMade();
    harness.store.dispatch(redeemOf(good(harness.store.getState(), 'PR-04')));
    s = await waitForState(harness.store, redeemed);
    expect(points(s).redeem).toMatchObject({ failure: { code: PointsErrorCodes.outOfStock } });
    await expect.poll(() => calls).toContain('pointReward');
  });

  it('tells newbie1 it has too few points and no history', async () => {
    const harness = await member('newbie1', '123456');
    const state = await open(harness, (s) => settled('balance')(s) && settled('goods')(s));
    expect(state.balance.value).toEqual({ balance: 0, earned: 0, spent: 0 });
    await waitForState(harness.store, (s) => points(s).paymentPasswordSet === false);
    harness.store.dispatch(pointsActions.historyRequested({ status: null, page: 1 }));
    const s = await waitForState(harness.store, settled('history'));
    expect(points(s).history.value!.list).toEqual([]);
  });

  it('converts points: the cash is exact and the header balance is asked again', async () => {
    const harness = await member();
    await open(harness, (s) => settled('balance')(s) && settled('goods')(s));
    const calls = callsMade();
    harness.store.dispatch(pointsActions.convertSubmitted({ points: 1_005, password: 'pay1234' }));
    const s = await waitForState(
      harness.store,
      (st) => points(st).convert.status === 'done' && points(st).balance.value?.balance === 23_995,
    );
    expect(points(s).convert).toEqual({ status: 'done', value: { points: 1_005, amount: 100.5 } });
    expect(calls).toContain('balance');
  });

  it('a busy system and a dropped connection are told; a retry loads the mall', async () => {
    const harness = await start(null);
    failNext('pointConfig', '#727', 'System busy');
    expect((await open(harness, settled('config'))).config.failure).toMatchObject({
      kind: 'busy',
    });
    dropConnection('pointConfig', 1);
    harness.store.dispatch(pointsActions.configRequested());
    await waitForState(harness.store, (s) => points(s).config.failure?.kind === 'offline');
    harness.store.dispatch(pointsActions.configRequested());
    const s = await waitForState(harness.store, (st) => points(st).config.status === 'loaded');
    expect(selectMallClosed(s)).toBe(false);
  });

  it('is closed when the config says so, or when the module is off (#543)', async () => {
    const config = {
      enabled: false,
      exchangeRate: 10,
      minConvertPoints: 100,
      maxConvertPoints: 1000,
      pointsExpire: false,
      earnRates: [],
      rules: '',
    };
    answerWith('pointConfig', config);
    const harness = await start(null);
    await open(harness, settled('config'));
    expect(selectMallClosed(harness.store.getState())).toBe(true);
    expect(points(harness.store.getState()).goods.status).toBe('idle');
    server.resetHandlers();
    failNext('pointConfig', '#543', 'function.not.available');
    harness.store.dispatch(pointsActions.configRequested());
    const s = await waitForState(harness.store, (st) => points(st).config.status === 'failed');
    expect(selectMallClosed(s)).toBe(true);
  });

  it('a trial account is refused the redemption as needing a real account', async () => {
    const harness = await start(await freePlayToken());
    await open(harness);
    harness.store.dispatch(redeemOf(good(harness.store.getState(), 'PR-01')));
    const s = await waitForState(harness.store, redeemed);
    expect(points(s).redeem).toMatchObject({ failure: { kind: 'trial' } });
  });

  it('a session ended at the server clears the member parts and keeps the goods', async () => {
    const harness = await member();
    await open(harness, (s) => settled('balance')(s) && settled('goods')(s));
    await endSession(harness.store.getState().session.token!);
    harness.store.dispatch(pointsActions.balanceRequested());
    const s = await waitForState(harness.store, (st) => st.session.token === null);
    expect(points(s).balance.value).toBeNull();
    expect(points(s).goods.value!.list.length).toBeGreaterThan(0);
  });
});
