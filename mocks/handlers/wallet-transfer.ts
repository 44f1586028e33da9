/** Wallet transfers and vendor wallets (spec 2 §3, §6, §7), on the ledger (ledger.ts). */
import {
  ErrorCodes,
  MAIN_ACCOUNT_TYPE_ID,
  WalletErrorCodes,
} from '../../src/api/contract/constants';
import { defineResolvers, fail } from './define';
import { fromMinor, mainMinor, move, paymentPasswordRefusal, toMinor, vendorMinor } from './ledger';
import { noteGameMoney, playRefusal } from './member-responsible';
import { newOrderNo } from './records';
import { balanceOf } from './wallet';

export const walletTransferResolvers = defineResolvers({
  walletTransfer: ({ input, state, db, fixtures, member, flags, token }) => {
    const m = member!;
    const minor = toMinor(input.amount);
    if (minor <= 0) return fail(ErrorCodes.badRequest, 'Amount must be at least 0.01');
    if (Math.abs(input.amount * 100 - minor) > 1e-6)
      return fail(ErrorCodes.badRequest, 'Amount must have at most two decimals');

    let failure;
    if (input.targetAccount) {
      const target = state.members.find((x) => x.account === input.targetAccount);
      if (!target) return fail(ErrorCodes.notFound, 'Username/Email does not exist');
      if (target.id !== m.upline && target.upline !== m.id) {
        return fail(
          WalletErrorCodes.transferNotAllowed,
          'Transfers are allowed only to your upline or a direct downline',
        );
      }
      const wrong = paymentPasswordRefusal(m, input.password);
      if (wrong) return wrong;
      failure = move(
        state,
        { member: m, wallet: MAIN_ACCOUNT_TYPE_ID, remark: `to ${target.account}` },
        { member: target, wallet: MAIN_ACCOUNT_TYPE_ID, remark: `from ${m.account}` },
        minor,
      );
    } else {
      const from = input.fromAccountTypeId ?? MAIN_ACCOUNT_TYPE_ID;
      const to = input.toAccountTypeId ?? MAIN_ACCOUNT_TYPE_ID;
      if (from === to) return fail(ErrorCodes.badRequest, 'Choose two different wallets');
      const wallet = (id: number) => fixtures.games.wallets.find((w) => w.accountTypeId === id);
      const known = (id: number) => id === MAIN_ACCOUNT_TYPE_ID || wallet(id)?.transferable;
      if (!known(from) || !known(to))
        return fail(WalletErrorCodes.unknownWallet, 'This wallet does not accept transfers');
      const name = (id: number) => wallet(id)?.displayName ?? 'Main wallet';
      // Money into a game is play: the member's own time and loss limits apply (issue 30).
      const intoGame = from === MAIN_ACCOUNT_TYPE_ID;
      const refused = intoGame ? playRefusal({ state, flags, token }, m, minor) : null;
      if (refused) return refused;
      failure = move(
        state,
        { member: m, wallet: from, remark: `to ${name(to)}` },
        { member: m, wallet: to, remark: `from ${name(from)}` },
        minor,
      );
      if (!failure && (intoGame || to === MAIN_ACCOUNT_TYPE_ID))
        noteGameMoney(state, m, intoGame ? minor : -minor);
    }
    if (failure) return failure;
    db.commit();
    return { ...balanceOf(state, fixtures, m), orderNo: newOrderNo('TR') };
  },
  merchantWallet: ({ state, fixtures, scenario, member }) => {
    const m = member!;
    // One wallet for every game (scenario singleWallet): no vendor wallet to list.
    const wallets = scenario.singleWallet ? [] : fixtures.games.wallets;
    return {
      singleWallet: scenario.singleWallet,
      currency: m.currency,
      list: wallets.map((w) => ({
        ...w,
        balance: fromMinor(
          w.transferable ? vendorMinor(state, m.id, w.accountTypeId) : mainMinor(m),
        ),
      })),
    };
  },
});
