import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import type { ConsolidatedFundsValue } from '@/api/contract/agent';
import { MAIN_ACCOUNT_TYPE_ID, WalletErrorCodes } from '@/api/contract/constants';
import type { BalanceValue } from '@/api/contract/wallet';
import type { RootState } from '@/app/store';
import { services, type Services } from '@/core/services';
import { failureOf, pageGate } from '@/features/wallet/failure';
import { walletActions } from '../slice';
import { transferActions, type Balances, type TransferFailure } from './slice';

/** The transfer refusals the pages tell in their own words, by the server's code. */
const REFUSALS = new Map<string, TransferFailure>([
  [WalletErrorCodes.insufficientBalance, 'insufficient'],
  [WalletErrorCodes.wrongPassword, 'password'],
  [WalletErrorCodes.passwordNotSet, 'passwordNotSet'],
]);

/** What a failed call means to the member: the money pages' failure, or a transfer refusal. */
export function transferFailureOf(error: unknown): { failure: TransferFailure; message: string } {
  const { kind, code, message } = failureOf(error);
  return { failure: (kind === 'server' && REFUSALS.get(code)) || kind, message };
}

/** Whether the page may call (the money pages' gate): null when it may, else why not. */
export function* transferGate(): Generator<unknown, TransferFailure | null, never> {
  const gate = yield* pageGate();
  return gate?.kind ?? null;
}

/** The wallets' balances of a balance or transfer answer. */
export function balancesOf(value: BalanceValue): Balances {
  const byWallet: Record<number, number> = {};
  for (const item of value.balance) byWallet[item.accountTypeId] = item.availBalance;
  return { main: byWallet[MAIN_ACCOUNT_TYPE_ID] ?? null, byWallet };
}

/** New balances on the page and, at once, in the header (no waiting for the 60 s poll). */
function* showBalances(value: BalanceValue) {
  yield put(transferActions.balancesChanged(balancesOf(value)));
  yield put(
    walletActions.balanceLoaded({
      sumBalance: value.sumBalance,
      currencySymbol: value.currencySymbol || null,
    }),
  );
}

/** Consolidated funds are extra: a failure leaves them out. */
function* consolidatedFunds(): Generator<unknown, ConsolidatedFundsValue | null, never> {
  const { api }: Services = yield* services();
  try {
    return (yield call(api.call, 'consolidatedFunds')) as ConsolidatedFundsValue;
  } catch {
    return null;
  }
}

export function* loadFlow() {
  const refused: TransferFailure | null = yield call(transferGate);
  if (refused) {
    yield put(transferActions.loadFailed({ failure: refused, message: '' }));
    return;
  }
  const { api }: Services = yield* services();
  try {
    const [wallets, balance, consolidated]: [
      ResponseOf<'merchantWallet'>,
      ResponseOf<'balance'>,
      ConsolidatedFundsValue | null,
    ] = yield all([
      call(api.call, 'merchantWallet'),
      call(api.call, 'balance', { typeId: 0 }),
      call(consolidatedFunds),
    ]);
    yield put(
      transferActions.loaded({
        singleWallet: wallets.singleWallet,
        main: balancesOf(balance).main,
        wallets: wallets.list,
        consolidated,
      }),
    );
  } catch (error) {
    yield put(transferActions.loadFailed(transferFailureOf(error)));
  }
}

export function* transferFlow(action: ReturnType<typeof transferActions.transferRequested>) {
  const { wallet, direction, amount } = action.payload;
  const { api }: Services = yield* services();
  const refused: TransferFailure | null = yield call(transferGate);
  if (refused) {
    yield put(transferActions.transferFailed({ failure: refused, message: '' }));
    return;
  }
  try {
    const value: ResponseOf<'walletTransfer'> = yield call(api.call, 'walletTransfer', {
      amount,
      fromAccountTypeId: direction === 'in' ? MAIN_ACCOUNT_TYPE_ID : wallet,
      toAccountTypeId: direction === 'in' ? wallet : MAIN_ACCOUNT_TYPE_ID,
    });
    yield* showBalances(value);
    yield put(transferActions.transferDone());
  } catch (error) {
    yield put(transferActions.transferFailed(transferFailureOf(error)));
  }
}

/**
 * Recall all: every transferable vendor wallet with money moves to the main wallet, one after the
 * other; the member is told which ones failed (the others moved).
 */
export function* recallFlow() {
  const { api }: Services = yield* services();
  const refused: TransferFailure | null = yield call(transferGate);
  if (refused) {
    yield put(transferActions.recallFinished({ moved: 0, failedWallets: [], failure: refused }));
    return;
  }
  const wallets: RootState['transfer'] = yield select((s: RootState) => s.transfer);
  const full = (wallets?.wallets ?? []).filter((w) => w.transferable && w.balance > 0);
  let moved = 0;
  let failure: TransferFailure | undefined;
  const failedWallets: string[] = [];
  for (const wallet of full) {
    try {
      const value: ResponseOf<'walletTransfer'> = yield call(api.call, 'walletTransfer', {
        amount: wallet.balance,
        fromAccountTypeId: wallet.accountTypeId,
        toAccountTypeId: MAIN_ACCOUNT_TYPE_ID,
      });
      yield* showBalances(value);
      moved += 1;
    } catch (error) {
      failedWallets.push(wallet.displayName);
      failure = transferFailureOf(error).failure;
      if (failure === 'session') break;
    }
  }
  yield put(transferActions.recallFinished({ moved, failedWallets, failure }));
}

/** A transfer to the upline: main-wallet money to the upline's account, with the payment password. */
export function* uplineFlow(action: ReturnType<typeof transferActions.uplineRequested>) {
  const { api }: Services = yield* services();
  const refused: TransferFailure | null = yield call(transferGate);
  if (refused) {
    yield put(transferActions.uplineFailed({ failure: refused, message: '' }));
    return;
  }
  const upline: string | null = yield select(
    (s: RootState) => s.session.member?.uplineAccount ?? null,
  );
  try {
    const value: ResponseOf<'walletTransfer'> = yield call(api.call, 'walletTransfer', {
      amount: action.payload.amount,
      targetAccount: upline ?? '',
      password: action.payload.password,
    });
    yield* showBalances(value);
    yield put(transferActions.uplineDone());
  } catch (error) {
    yield put(transferActions.uplineFailed(transferFailureOf(error)));
  }
}

/** The upline page's main balance (for the amount check); a failure leaves it unknown. */
export function* uplineOpenedFlow() {
  const { api }: Services = yield* services();
  const refused: TransferFailure | null = yield call(transferGate);
  if (refused) {
    yield put(transferActions.uplineFailed({ failure: refused, message: '' }));
    return;
  }
  try {
    const value: ResponseOf<'balance'> = yield call(api.call, 'balance', { typeId: 0 });
    yield put(transferActions.balancesChanged(balancesOf(value)));
  } catch {
    /* the server checks the amount too */
  }
}

export function* watchTransfer() {
  yield takeLatest(transferActions.loadRequested.type, loadFlow);
  yield takeLeading(transferActions.transferRequested.type, transferFlow);
  yield takeLeading(transferActions.recallRequested.type, recallFlow);
  yield takeLeading(transferActions.uplineRequested.type, uplineFlow);
  yield takeLatest(transferActions.uplineOpened.type, uplineOpenedFlow);
}
