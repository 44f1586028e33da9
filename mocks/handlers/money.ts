/**
 * Deposits and withdrawals (spec 2 §2, §3, §4; issue 14): the member's requests, the operator's
 * back-office actions (mocks/control.ts: settle a deposit, approve, reject or pay a withdrawal),
 * and the member's confirmation of a payout. Orders are kept in `records` (kinds `deposit` and
 * `withdrawal`, keyed by order number, amounts in minor units); player1's seeded orders, one in
 * every state, are read from the fixtures until a change copies one into the records.
 */
import { z } from 'zod';
import { ErrorCodes, TRIAL_ACCOUNT_TYPE, WalletErrorCodes } from '../../src/api/contract/constants';
import type { DepositOrder, WithdrawalOrder } from '../../src/api/contract/wallet';
import {
  DEPOSIT_CHANNELS,
  WITHDRAW_LIMITS,
  startOfTodayUtc,
  withdrawAccounts,
} from '../../fixtures/money';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import type { Scenario } from '../scenario';
import { defineResolvers, fail, MockFailure } from './define';
import { fromMinor, insufficient, mainMinor, postMain, toMinor } from './ledger';
import { sendMail } from './member-inbox';
import { listRecords, newOrderNo, pageOf as page, putRecord } from './records';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest proof image of a payout not received (5 MB decoded). */
const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/** Trial (free-play) accounts cannot move money (spec 1 §6). */
export const trialRefusal = (member: MockMember) =>
  member.type === TRIAL_ACCOUNT_TYPE ? fail(ErrorCodes.trialAccount, 'in_need_true_account') : null;

/** The payment password check of the password-checked relay. */
export function paymentPasswordRefusal(member: MockMember, password: string | undefined) {
  if (!member.paymentPassword)
    return fail(WalletErrorCodes.passwordNotSet, 'Please set a payment password first');
  if (password !== member.paymentPassword)
    return fail(WalletErrorCodes.wrongPassword, 'Payment password is incorrect');
  return null;
}

const money = (minor: number) =>
  fromMinor(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function limitRefusal(minor: number, min: number, max: number, what: string) {
  if (minor < min)
    return fail(WalletErrorCodes.belowMinimum, `The minimum ${what} is ${money(min)}`, {
      value: { minAmount: fromMinor(min) },
    });
  if (minor > max)
    return fail(WalletErrorCodes.aboveMaximum, `The maximum ${what} is ${money(max)}`, {
      value: { maxAmount: fromMinor(max) },
    });
  return null;
}

// ---------------------------------------------------------------------------------------------
// Stored orders (minor units) and the seeded ones

interface StoredDeposit {
  orderNo: string;
  channelId: string;
  channelName: string;
  minor: number;
  status: DepositOrder['status'];
  createdAt: number;
  updatedAt: number;
  reason: string | null;
}

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

function seededDeposits(member: MockMember): StoredDeposit[] {
  if (member.account !== 'player1') return [];
  const day = startOfTodayUtc();
  const order = (
    n: number,
    channel: number,
    minor: number,
    status: StoredDeposit['status'],
    ago: number,
    reason: string | null = null,
  ): StoredDeposit => ({
    orderNo: `DP-${n}`,
    channelId: DEPOSIT_CHANNELS[channel]!.channelId,
    channelName: DEPOSIT_CHANNELS[channel]!.name,
    minor,
    status,
    createdAt: day - ago,
    updatedAt: day - ago + (status === 'PENDING' ? 0 : 10 * MINUTE),
    reason,
  });
  return [
    order(1, 0, 1_000_00, 'PENDING', 2 * HOUR),
    order(2, 1, 5_000_00, 'CREDITED', DAY + 3 * HOUR),
    order(3, 2, 2_000_00, 'FAILED', 3 * DAY, 'Payment not received by the channel'),
  ];
}

function seededWithdrawals(state: MockState, member: MockMember): StoredWithdrawal[] {
  if (member.account !== 'player1') return [];
  const day = startOfTodayUtc();
  let moment = seedMoments.get(state);
  if (moment === undefined) seedMoments.set(state, (moment = Date.now()));
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

/** Stored orders first, then the seeded ones not yet changed; newest first. */
function ordersOf<T extends { orderNo: string; createdAt: number }>(stored: T[], seeded: T[]): T[] {
  const changed = new Set(stored.map((o) => o.orderNo));
  return [...stored, ...seeded.filter((o) => !changed.has(o.orderNo))].sort(
    (a, b) => b.createdAt - a.createdAt || (a.orderNo < b.orderNo ? 1 : -1),
  );
}

export const depositsOf = (state: MockState, member: MockMember) =>
  ordersOf(
    listRecords<StoredDeposit>(state, 'deposit', member.id).map((r) => r.data),
    seededDeposits(member),
  );

export const withdrawalsOf = (state: MockState, member: MockMember) =>
  ordersOf(
    listRecords<StoredWithdrawal>(state, 'withdrawal', member.id).map((r) => r.data),
    seededWithdrawals(state, member),
  );

const confirmMinutes = (scenario: Scenario) => scenario.money.confirmMinutes;

/** A paid withdrawal's deadline, and whether it has passed (a forced receipt), as of now. */
function deadlineOf(order: StoredWithdrawal, scenario: Scenario) {
  if (order.status !== 'PAID' || order.paidAt === null) return { deadline: null, passed: false };
  const deadline = order.paidAt + confirmMinutes(scenario) * MINUTE;
  return { deadline, passed: Date.now() > deadline };
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

const depositView = (order: StoredDeposit): DepositOrder => ({
  orderNo: order.orderNo,
  channelId: order.channelId,
  channelName: order.channelName,
  amount: fromMinor(order.minor),
  status: order.status,
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
  reason: order.reason,
});

// ---------------------------------------------------------------------------------------------
// Settling deposits (operator, or automatically after `money.depositAutoCreditMs`)

/** Credits or fails a PENDING deposit, with its inbox message; a failure when it is not pending. */
export function settleDeposit(
  state: MockState,
  member: MockMember,
  orderNo: string,
  outcome: 'CREDITED' | 'FAILED',
  reason: string | null = null,
): MockFailure | StoredDeposit {
  const order = depositsOf(state, member).find((o) => o.orderNo === orderNo);
  if (!order) return fail(WalletErrorCodes.orderNotFound, `No deposit ${orderNo}`);
  if (order.status !== 'PENDING')
    return fail(WalletErrorCodes.orderState, `Deposit ${orderNo} is ${order.status}`, {
      status: 409,
    });
  const next: StoredDeposit = {
    ...order,
    status: outcome,
    updatedAt: Date.now(),
    reason: outcome === 'FAILED' ? (reason ?? 'The payment was not completed') : null,
  };
  putRecord(state, 'deposit', member.id, orderNo, next);
  if (outcome === 'CREDITED') {
    postMain(state, member, 'DEPOSIT', order.minor, { remark: order.channelName, orderNo });
    sendMail(state, member, 'DEPOSIT_CREDITED', orderNo, {
      title: 'Deposit credited',
      content: `<p>Your deposit ${orderNo} of ${money(order.minor)} via ${order.channelName} has been credited to your main wallet.</p>`,
    });
  } else {
    sendMail(state, member, 'DEPOSIT_FAILED', orderNo, {
      title: 'Deposit failed',
      content: `<p>Your deposit ${orderNo} of ${money(order.minor)} via ${order.channelName} failed: ${next.reason}.</p>`,
    });
  }
  return next;
}

/**
 * Credits the member's deposits that have waited `money.depositAutoCreditMs` (a convenience for
 * people trying the portal by hand; off in tests). Called by the money reads and writes.
 */
export function autoCreditDeposits(state: MockState, member: MockMember, scenario: Scenario) {
  const after = scenario.money.depositAutoCreditMs;
  if (after === null) return false;
  const due = listRecords<StoredDeposit>(state, 'deposit', member.id).filter(
    (r) => r.data.status === 'PENDING' && r.data.createdAt + after <= Date.now(),
  );
  for (const r of due) settleDeposit(state, member, r.data.orderNo, 'CREDITED');
  return due.length > 0;
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
  const now = Date.now();
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

const OperatorBase = z.object({
  reason: z.string().min(1).max(200).optional(),
  /** With the order number `latest`: whose newest order the action applies to. */
  account: z.string().min(1).optional(),
});
export const OperatorDepositAction = OperatorBase.extend({
  outcome: z.enum(['CREDITED', 'FAILED']),
});
export type OperatorDepositAction = z.output<typeof OperatorDepositAction>;
export const OperatorWithdrawalAction = OperatorBase.extend({
  action: z.enum(['approve', 'reject', 'pay']),
});
export type OperatorWithdrawalAction = z.output<typeof OperatorWithdrawalAction>;

/**
 * The order an operator action names, with its member: an order number, or `latest` and an
 * account (that member's newest order the action can apply to).
 */
function operatorTarget<T extends { orderNo: string; status: string }>(
  state: MockState,
  kind: 'deposit' | 'withdrawal',
  orderNo: string,
  account: string | undefined,
  orders: (member: MockMember) => T[],
  actionable: (order: T) => boolean,
): MockFailure | { member: MockMember; order: T } {
  let member: MockMember | undefined;
  if (orderNo === 'latest') {
    member = state.members.find((m) => m.account === account);
    if (!member) return fail(ErrorCodes.badRequest, `'latest' needs the account of a member`);
  } else {
    const stored = state.records.find((r) => r.kind === kind && r.id.endsWith(`:${orderNo}`));
    // Otherwise a seeded order (DP-1, WD-1...): those are player1's.
    member = stored
      ? state.members.find((m) => m.id === stored.memberId)
      : state.members.find((m) => m.account === 'player1');
  }
  const list = member ? orders(member) : [];
  const order =
    orderNo === 'latest' ? list.find(actionable) : list.find((o) => o.orderNo === orderNo);
  if (!member || !order)
    return fail(WalletErrorCodes.orderNotFound, `No ${kind} ${orderNo}`, { status: 404 });
  return { member, order };
}

/** `POST /__mock/operator/deposits/<orderNo>`: the payment is credited or fails. */
export function operatorOnDeposit(
  state: MockState,
  orderNo: string,
  body: OperatorDepositAction,
): MockFailure | DepositOrder {
  const target = operatorTarget(
    state,
    'deposit',
    orderNo,
    body.account,
    (m) => depositsOf(state, m),
    (o) => o.status === 'PENDING',
  );
  if (target instanceof MockFailure) return target;
  const result = settleDeposit(
    state,
    target.member,
    target.order.orderNo,
    body.outcome,
    body.reason,
  );
  return result instanceof MockFailure ? result : depositView(result);
}

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

export const moneyResolvers = defineResolvers({
  depositChannels: () => ({
    channels: DEPOSIT_CHANNELS.map(({ minMinor, maxMinor, presetsMinor, ...c }) => ({
      ...c,
      minAmount: fromMinor(minMinor),
      maxAmount: fromMinor(maxMinor),
      presets: presetsMinor.map(fromMinor),
    })),
  }),

  deposit: ({ input, state, db, member }) => {
    const m = member!;
    const refused = trialRefusal(m);
    if (refused) return refused;
    const channel = DEPOSIT_CHANNELS.find((c) => c.channelId === input.channelId);
    if (!channel) return fail(ErrorCodes.badRequest, `Unknown deposit channel ${input.channelId}`);
    if (!channel.open)
      return fail(WalletErrorCodes.channelClosed, `${channel.name} is closed at the moment`);
    const minor = toMinor(input.amount);
    const outside = limitRefusal(minor, channel.minMinor, channel.maxMinor, 'deposit');
    if (outside) return outside;
    const now = Date.now();
    const order: StoredDeposit = {
      orderNo: newOrderNo('DP'),
      channelId: channel.channelId,
      channelName: channel.name,
      minor,
      status: 'PENDING',
      createdAt: now,
      updatedAt: now,
      reason: null,
    };
    putRecord(state, 'deposit', m.id, order.orderNo, order);
    db.commit();
    return depositView(order);
  },

  depositOrders: ({ input, state, db, scenario, member }) => {
    if (autoCreditDeposits(state, member!, scenario)) db.commit();
    const rows = depositsOf(state, member!).filter(
      (o) => !input.orderNo || o.orderNo === input.orderNo,
    );
    return page(rows.map(depositView), input.pageNo, input.pageSize);
  },

  withdrawInfo: ({ state, db, scenario, member }) => {
    const m = member!;
    if (autoCreditDeposits(state, m, scenario)) db.commit();
    return {
      accounts: withdrawAccounts(m),
      minAmount: fromMinor(WITHDRAW_LIMITS.minMinor),
      maxAmount: fromMinor(WITHDRAW_LIMITS.maxMinor),
      withdrawable: fromMinor(mainMinor(m)),
      hasPaymentPassword: Boolean(m.paymentPassword),
      confirmMinutes: confirmMinutes(scenario),
    };
  },

  withdraw: ({ input, state, db, scenario, member }) => {
    const m = member!;
    const refused = trialRefusal(m) ?? paymentPasswordRefusal(m, input.password);
    if (refused) return refused;
    const account = withdrawAccounts(m).find((a) => a.accountId === input.accountId);
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
    const now = Date.now();
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
    const refused = trialRefusal(m);
    if (refused) return refused;
    const order = withdrawalsOf(state, m).find((o) => o.orderNo === input.orderNo);
    if (!order) return fail(WalletErrorCodes.orderNotFound, `No withdrawal ${input.orderNo}`);
    const { passed } = deadlineOf(order, scenario);
    if (order.status !== 'PAID' || passed) {
      const status = passed ? 'RECEIVED (no confirmation in time)' : order.status;
      return fail(WalletErrorCodes.orderState, `Withdrawal ${order.orderNo} is ${status}`);
    }
    const next: StoredWithdrawal = { ...order, status: input.outcome, updatedAt: Date.now() };
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
