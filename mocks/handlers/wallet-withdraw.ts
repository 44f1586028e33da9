/**
 * Withdrawals (spec 2 §2, §3, §4; issue 14): the member's requests, the operator's review
 * (mocks/control.ts: approve, reject or pay) and the member's confirmation of a payout. Orders are
 * kept in `records` (kind `withdrawal`, keyed by order number, amounts in minor units); player1's
 * seeded orders, one in every state, are read from the fixtures until a change copies one into the
 * records.
 */
import { z } from 'zod';
import { mockNow } from '../../fixtures/clock';
import { ErrorCodes, WalletErrorCodes } from '../../src/api/contract/constants';
import type { WithdrawalOrder } from '../../src/api/contract/wallet';
import { WITHDRAW_LIMITS, startOfTodayUtc, withdrawAccounts } from '../../fixtures/money';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import type { Scenario } from '../scenario';
import { defineResolvers, fail, MockFailure } from './define';
import {
  fromMinor,
  insufficient,
  mainMinor,
  paymentPasswordRefusal,
  postMain,
  toMinor,
} from './ledger';
import { sendMail } from './member-messages';
import { listRecords, newOrderNo, pageOf as page, putRecord } from './records';
import { autoCreditDeposits } from './wallet-deposit';
import {
  DAY,
  HOUR,
  MINUTE,
  OperatorBase,
  limitRefusal,
  money,
  operatorTarget,
  ordersOf,
} from './wallet-orders';

/** Largest proof image of a payout not received (5 MB decoded). */
const MAX_PROOF_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Stored orders (minor units) and the seeded ones

interface StoredWithdrawal {
  orderNo: string;
  accountId: string;
  accountLabel: string;
  minor: number;
  status: WithdrawalOrder['status'];
  createdAt: number;
  updatedAt: number;
  paidAt: number | null;
  receivedMinor: number | null;
  rejectReason: string | null;
  /** NOT_RECEIVED: the proof image's size in bytes (the image itself is not kept). */
  proofBytes?: number | null;
}

/** Per state (a reset starts over): when player1's seeded payout awaiting confirmation was paid. */
const seedMoments = new WeakMap<MockState, number>();

function seededWithdrawals(state: MockState, member: MockMember): StoredWithdrawal[] {
  if (member.account !== 'player1') return [];
  const day = startOfTodayUtc();
  let moment = seedMoments.get(state);
  if (moment === undefined) seedMoments.set(state, (moment = mockNow()));
  const [bank, wallet] = withdrawAccounts(member);
  const order = (
    n: number,
    account: typeof bank,
    minor: number,
    status: StoredWithdrawal['status'],
    createdAt: number,
    more: Partial<StoredWithdrawal> = {},
  ): StoredWithdrawal => ({
    orderNo: `WD-${n}`,
    accountId: account!.accountId,
    accountLabel: `${account!.bankName} ${account!.accountNo}`,
    minor,
    status,
    createdAt,
    updatedAt: more.paidAt ?? createdAt + HOUR,
    paidAt: null,
    receivedMinor: null,
    rejectReason: null,
    ...more,
  });
  return [
    order(2, bank, 1_500_00, 'PENDING', day - HOUR, { updatedAt: day - HOUR }),
    order(3, wallet, 2_000_00, 'APPROVED', day - 5 * HOUR),
    // Paid a moment ago: awaiting the member's confirmation (its deadline lies ahead).
    order(1, bank, 2_500_00, 'PAID', moment - 2 * HOUR, { paidAt: moment - 5 * MINUTE }),
    // Paid days ago and never confirmed: counts as received (forced receipt) when read.
    order(4, wallet, 1_000_00, 'PAID', day - 3 * DAY, { paidAt: day - 3 * DAY + HOUR }),
    order(5, bank, 3_000_00, 'PARTLY_RECEIVED', day - 5 * DAY, {
      paidAt: day - 5 * DAY + HOUR,
      receivedMinor: 2_000_00,
    }),
    order(6, wallet, 800_00, 'NOT_RECEIVED', day - 8 * DAY, { paidAt: day - 8 * DAY + HOUR }),
    order(7, bank, 5_000_00, 'REJECTED', day - 12 * DAY, {
      rejectReason: 'The account name does not match the member',
    }),
    order(8, bank, 1_200_00, 'RECEIVED', day - 20 * DAY, {
      paidAt: day - 20 * DAY + HOUR,
      receivedMinor: 1_200_00,
    }),
  ];
}

export const withdrawalsOf = (state: MockState, member: MockMember) =>
  ordersOf(
    listRecords<StoredWithdrawal>(state, 'withdrawal', member.id).map((r) => r.data),
    seededWithdrawals(state, member),
  );

const confirmMinutes = (scenario: Scenario) => scenario.money.confirmMinutes;

/** A paid withdrawal's deadline, and whether it has passed (a forced receipt), as of now (the mock clock). */
export function deadlineOf(order: StoredWithdrawal, scenario: Scenario) {
  if (order.status !== 'PAID' || order.paidAt === null) return { deadline: null, passed: false };
  const deadline = order.paidAt + confirmMinutes(scenario) * MINUTE;
  return { deadline, passed: mockNow() > deadline };
}

function withdrawalView(order: StoredWithdrawal, scenario: Scenario): WithdrawalOrder {
  const { deadline, passed } = deadlineOf(order, scenario);
  const received = order.receivedMinor;
  return {
    orderNo: order.orderNo,
    accountId: order.accountId,
    accountLabel: order.accountLabel,
    amount: fromMinor(order.minor),
    status: passed ? 'RECEIVED' : order.status,
    createdAt: order.createdAt,
    updatedAt: passed ? deadline! : order.updatedAt,
    confirmDeadline: passed ? null : deadline,
    receivedAmount: passed
      ? fromMinor(order.minor)
      : received === null
        ? null
        : fromMinor(received),
    remainingAmount:
      order.status === 'PARTLY_RECEIVED' && received !== null
        ? fromMinor(order.minor - received)
        : order.status === 'NOT_RECEIVED'
          ? fromMinor(order.minor)
          : null,
    forcedReceipt: passed,
    rejectReason: order.rejectReason,
  };
}

// ---------------------------------------------------------------------------------------------
// Reviewing and paying withdrawals (operator)

export type WithdrawalAction = 'approve' | 'reject' | 'pay';

/** The states each action applies to. */
const ACTION_FROM: Record<WithdrawalAction, StoredWithdrawal['status'][]> = {
  approve: ['PENDING'],
  reject: ['PENDING', 'APPROVED'],
  pay: ['PENDING', 'APPROVED'],
};

/**
 * The back office's step on a withdrawal: approve (PENDING), reject (PENDING or APPROVED: the held
 * amount goes back to the main wallet) or pay (APPROVED, or PENDING: approved and paid at once;
 * the member's confirmation window starts).
 */
export function reviewWithdrawal(
  state: MockState,
  member: MockMember,
  orderNo: string,
  action: WithdrawalAction,
  reason: string | null = null,
): MockFailure | StoredWithdrawal {
  const order = withdrawalsOf(state, member).find((o) => o.orderNo === orderNo);
  if (!order) return fail(WalletErrorCodes.orderNotFound, `No withdrawal ${orderNo}`);
  if (!ACTION_FROM[action].includes(order.status))
    return fail(WalletErrorCodes.orderState, `Withdrawal ${orderNo} is ${order.status}`, {
      status: 409,
    });
  const now = mockNow();
  const next: StoredWithdrawal = { ...order, updatedAt: now };
  const amount = money(order.minor);
  if (action === 'approve') {
    next.status = 'APPROVED';
    sendMail(state, member, 'WITHDRAWAL_APPROVED', orderNo, {
      title: 'Withdrawal approved',
      content: `<p>Your withdrawal ${orderNo} of ${amount} to ${order.accountLabel} has been approved and will be paid soon.</p>`,
    });
  } else if (action === 'reject') {
    next.status = 'REJECTED';
    next.rejectReason = reason ?? 'Rejected by the operator';
    postMain(state, member, 'WITHDRAW', order.minor, {
      remark: `Refund of ${orderNo}: rejected`,
      orderNo,
    });
    sendMail(state, member, 'WITHDRAWAL_REJECTED', orderNo, {
      title: 'Withdrawal rejected',
      content: `<p>Your withdrawal ${orderNo} of ${amount} was rejected: ${next.rejectReason}. The amount is back in your main wallet.</p>`,
    });
  } else {
    if (order.status === 'PENDING')
      sendMail(state, member, 'WITHDRAWAL_APPROVED', orderNo, {
        title: 'Withdrawal approved',
        content: `<p>Your withdrawal ${orderNo} of ${amount} to ${order.accountLabel} has been approved.</p>`,
      });
    next.status = 'PAID';
    next.paidAt = now;
  }
  putRecord(state, 'withdrawal', member.id, orderNo, next);
  return next;
}

// ---------------------------------------------------------------------------------------------
// The control API's operator actions (mocks/control.ts, documented in mocks/README.md)

export const OperatorWithdrawalAction = OperatorBase.extend({
  action: z.enum(['approve', 'reject', 'pay']),
});
export type OperatorWithdrawalAction = z.output<typeof OperatorWithdrawalAction>;

/** `POST /__mock/operator/withdrawals/<orderNo>`: approve, reject (refund) or pay. */
export function operatorOnWithdrawal(
  state: MockState,
  scenario: Scenario,
  orderNo: string,
  body: OperatorWithdrawalAction,
): MockFailure | WithdrawalOrder {
  const target = operatorTarget(
    state,
    'withdrawal',
    orderNo,
    body.account,
    (m) => withdrawalsOf(state, m),
    (o) => ACTION_FROM[body.action].includes(o.status),
  );
  if (target instanceof MockFailure) return target;
  const result = reviewWithdrawal(
    state,
    target.member,
    target.order.orderNo,
    body.action,
    body.reason,
  );
  return result instanceof MockFailure ? result : withdrawalView(result, scenario);
}

// ---------------------------------------------------------------------------------------------
// The member's calls

/** The member's withdrawal accounts: the seeded ones, or the scenario's (withdrawAccounts). */
const accountsOf = (m: MockMember, scenario: Scenario) =>
  scenario.withdrawAccounts ?? withdrawAccounts(m);

export const walletWithdrawResolvers = defineResolvers({
  withdrawInfo: ({ state, db, scenario, member }) => {
    const m = member!;
    if (autoCreditDeposits(state, m, scenario)) db.commit();
    return {
      accounts: accountsOf(m, scenario),
      minAmount: fromMinor(WITHDRAW_LIMITS.minMinor),
      maxAmount: fromMinor(WITHDRAW_LIMITS.maxMinor),
      withdrawable: fromMinor(mainMinor(m)),
      hasPaymentPassword: Boolean(m.paymentPassword),
      confirmMinutes: confirmMinutes(scenario),
    };
  },

  withdraw: ({ input, state, db, scenario, member }) => {
    const m = member!;
    const refused = paymentPasswordRefusal(m, input.password);
    if (refused) return refused;
    const account = accountsOf(m, scenario).find((a) => a.accountId === input.accountId);
    if (!account)
      return fail(ErrorCodes.badRequest, `Unknown withdrawal account ${input.accountId}`);
    const minor = toMinor(input.amount);
    const outside = limitRefusal(
      minor,
      WITHDRAW_LIMITS.minMinor,
      WITHDRAW_LIMITS.maxMinor,
      'withdrawal',
    );
    if (outside) return outside;
    if (minor > mainMinor(m)) return insufficient();
    const now = mockNow();
    const order: StoredWithdrawal = {
      orderNo: newOrderNo('WD'),
      accountId: account.accountId,
      accountLabel: `${account.bankName} ${account.accountNo}`,
      minor,
      status: 'PENDING',
      createdAt: now,
      updatedAt: now,
      paidAt: null,
      receivedMinor: null,
      rejectReason: null,
    };
    // The amount is held at once: debited now, given back if the withdrawal is rejected.
    postMain(state, m, 'WITHDRAW', -minor, { remark: order.accountLabel, orderNo: order.orderNo });
    putRecord(state, 'withdrawal', m.id, order.orderNo, order);
    db.commit();
    return withdrawalView(order, scenario);
  },

  withdrawals: ({ input, state, scenario, member }) => {
    const rows = withdrawalsOf(state, member!).filter(
      (o) => !input.orderNo || o.orderNo === input.orderNo,
    );
    return page(
      rows.map((o) => withdrawalView(o, scenario)),
      input.pageNo,
      input.pageSize,
    );
  },

  withdrawConfirm: ({ input, state, db, scenario, member }) => {
    const m = member!;
    const order = withdrawalsOf(state, m).find((o) => o.orderNo === input.orderNo);
    if (!order) return fail(WalletErrorCodes.orderNotFound, `No withdrawal ${input.orderNo}`);
    const { passed } = deadlineOf(order, scenario);
    if (order.status !== 'PAID' || passed) {
      const status = passed ? 'RECEIVED (no confirmation in time)' : order.status;
      return fail(WalletErrorCodes.orderState, `Withdrawal ${order.orderNo} is ${status}`);
    }
    const next: StoredWithdrawal = { ...order, status: input.outcome, updatedAt: mockNow() };
    if (input.outcome === 'RECEIVED') next.receivedMinor = order.minor;
    if (input.outcome === 'PARTLY_RECEIVED') {
      const received = toMinor(input.receivedAmount!);
      if (received >= order.minor)
        return fail(
          ErrorCodes.badRequest,
          `The amount received must be below the amount paid (${money(order.minor)})`,
        );
      next.receivedMinor = received;
    }
    if (input.outcome === 'NOT_RECEIVED') {
      const base64 = input.proofImage!.slice(input.proofImage!.indexOf(',') + 1);
      const bytes = Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
      if (bytes > MAX_PROOF_BYTES)
        return fail(ErrorCodes.badRequest, 'The proof image must be at most 5 MB');
      next.proofBytes = bytes;
      next.receivedMinor = 0;
    }
    putRecord(state, 'withdrawal', m.id, order.orderNo, next);
    db.commit();
    return withdrawalView(next, scenario);
  },
});
