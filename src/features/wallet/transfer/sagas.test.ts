import { describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT_TYPE_ID, WalletErrorCodes } from '@/api/contract/constants';
import { ApiError } from '@/api/errors';
import { sessionActions } from '@/core/session/slice';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { answerWith, dropConnection, failNext } from '@/testing/mock-backend';
import { transferFeature } from './feature';
import { transferFailureOf } from './sagas';
import { selectTransfer } from './selectors';
import { transferActions } from './slice';

async function member(account = 'player1', token?: string) {
  const harness = createTestStore();
  harness.store.injectFeature(transferFeature);
  harness.store.dispatch(sessionActions.tokenReceived(token ?? (await loginToken(account))));
  harness.store.dispatch(sessionActions.memberInfoRequested());
  await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
  return harness.store;
}

async function loaded(store: Awaited<ReturnType<typeof member>>) {
  store.dispatch(transferActions.loadRequested());
  return waitForState(store, (s) => selectTransfer(s).load.status !== 'pending');
}

describe('a failed transfer call', () => {
  it('is a money page failure, or a transfer refusal the page tells in its own words', () => {
    const refused = (code: string, kind?: 'network' | 'unauthorized') =>
      transferFailureOf(new ApiError(code, 'said', 400, kind)).failure;
    expect(refused(WalletErrorCodes.insufficientBalance)).toBe('insufficient');
    expect(refused(WalletErrorCodes.wrongPassword)).toBe('password');
    expect(refused(WalletErrorCodes.passwordNotSet)).toBe('passwordNotSet');
    expect(refused('#727')).toBe('busy');
    expect(refused('network.error', 'network')).toBe('offline');
    expect(refused('', 'unauthorized')).toBe('session');
    expect(transferFailureOf(new ApiError('other', 'As the server says', 400))).toEqual({
      failure: 'server',
      message: 'As the server says',
    });
  });
});

describe('my wallet', () => {
  it('loads the main balance and the vendor wallets', async () => {
    const state = selectTransfer(await loaded(await member()));
    expect(state.load.status).toBe('done');
    expect(state.main).toBe(12_345.67);
    expect(state.wallets.some((w) => w.transferable)).toBe(true);
    expect(state.wallets.some((w) => !w.transferable)).toBe(true);
  });

  it('says the load failed when the connection drops, and loads again on retry', async () => {
    dropConnection('merchantWallet', 1);
    const store = await member();
    expect(selectTransfer(await loaded(store)).load.failure).toBe('offline');
    expect(selectTransfer(await loaded(store)).load.status).toBe('done');
  });

  it('refuses a trial account before any call', async () => {
    const store = await member('', await freePlayToken());
    expect(selectTransfer(await loaded(store)).load.failure).toBe('trial');
  });

  it('moves money into a vendor wallet and shows the new balances in the header at once', async () => {
    const store = await member();
    const vendor = selectTransfer(await loaded(store)).wallets.find((w) => w.transferable)!;
    store.dispatch(
      transferActions.transferRequested({
        wallet: vendor.accountTypeId,
        direction: 'in',
        amount: 100.1,
      }),
    );
    const state = await waitForState(store, (s) => selectTransfer(s).transfer.status === 'done');
    expect(selectTransfer(state).main).toBe(12_245.57);
    expect(
      selectTransfer(state).wallets.find((w) => w.accountTypeId === vendor.accountTypeId)?.balance,
    ).toBe(vendor.balance + 100.1);
    expect(state.wallet.balance).not.toBeNull();
  });

  it("tells the server's insufficient balance", async () => {
    failNext('walletTransfer', WalletErrorCodes.insufficientBalance, 'Insufficient balance');
    const store = await member();
    await loaded(store);
    store.dispatch(transferActions.transferRequested({ wallet: 201, direction: 'out', amount: 5 }));
    const state = await waitForState(store, (s) => selectTransfer(s).transfer.status === 'failed');
    expect(selectTransfer(state).transfer.failure).toBe('insufficient');
  });

  it('recalls every vendor wallet with money and names the ones that failed', async () => {
    const store = await member();
    const state = selectTransfer(await loaded(store));
    const vendors = state.wallets.filter((w) => w.transferable);
    for (const w of vendors.slice(0, 2))
      store.dispatch(
        transferActions.transferRequested({ wallet: w.accountTypeId, direction: 'in', amount: 10 }),
      );
    // The second request came while the first ran (dropped); the balances show before 'done'.
    await waitForState(store, (s) => selectTransfer(s).transfer.status === 'done');
    const withMoney = selectTransfer(store.getState()).wallets.filter(
      (w) => w.transferable && w.balance > 0,
    ).length;
    expect(withMoney).toBeGreaterThanOrEqual(1);
    failNext('walletTransfer', '#727', 'System busy');
    store.dispatch(transferActions.recallRequested());
    const after = selectTransfer(
      await waitForState(store, (s) =>
        ['done', 'failed'].includes(selectTransfer(s).recall.status),
      ),
    );
    const full = after.wallets.filter((w) => w.transferable && w.balance > 0);
    expect(after.recall.failedWallets).toHaveLength(1);
    expect(full.map((w) => w.displayName)).toEqual(after.recall.failedWallets);
    expect(after.recall.moved).toBe(withMoney - 1);
  });
});

describe('transfer to the upline', () => {
  it('sends main-wallet money to the upline with the payment password', async () => {
    answerWith('walletTransfer', {
      sumBalance: 1,
      balance: [{ accountTypeId: MAIN_ACCOUNT_TYPE_ID, availBalance: 1 }],
      currency: 'PHP',
      currencySymbol: '₱',
      orderNo: 'TR1',
    });
    const store = await member();
    store.dispatch(transferActions.uplineRequested({ amount: 5, password: 'pay1234' }));
    const state = await waitForState(store, (s) => selectTransfer(s).upline.status === 'done');
    expect(selectTransfer(state).main).toBe(1);
    expect(state.wallet.balance).toBe(1);
  });

  it('tells a wrong payment password', async () => {
    failNext('walletTransfer', WalletErrorCodes.wrongPassword, 'Payment password is incorrect');
    const store = await member();
    store.dispatch(transferActions.uplineRequested({ amount: 5, password: 'nope' }));
    const state = await waitForState(store, (s) => selectTransfer(s).upline.status === 'failed');
    expect(selectTransfer(state).upline.failure).toBe('password');
  });
});
