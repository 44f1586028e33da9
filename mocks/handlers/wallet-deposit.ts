/**
 * Deposits (spec 2 §2, §3, §4; issue 14): the channels, the member's requests and the operator's
 * settlement (mocks/control.ts), by hand or after `money.depositAutoCreditMs`. Orders are kept in
 * `records` (kind `deposit`, keyed by order number, amounts in minor units); player1's seeded
 * orders, one in every state, are read from the fixtures until a change copies one into the
 * records.
 */
import { z } from 'zod';
import { mockNow } from '../../fixtures/clock';
import { ErrorCodes, WalletErrorCodes } from '../../src/api/contract/constants';
import type { DepositOrder } from '../../src/api/contract/wallet';
import { DEPOSIT_CHANNELS, startOfTodayUtc } from '../../fixtures/money';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import type { Scenario } from '../scenario';
import { defineResolvers, fail, MockFailure } from './define';
import { fromMinor, postMain, toMinor } from './ledger';
import { sendMail } from './member-messages';
import { depositLimitRefusal } from './member-responsible';
import { listRecords, newOrderNo, pageOf as page, putRecord } from './records';
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

export const depositsOf = (state: MockState, member: MockMember) =>
  ordersOf(
    listRecords<StoredDeposit>(state, 'deposit', member.id).map((r) => r.data),
    seededDeposits(member),
  );

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
    updatedAt: mockNow(),
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
    (r) => r.data.status === 'PENDING' && r.data.createdAt + after <= mockNow(),
  );
  for (const r of due) settleDeposit(state, member, r.data.orderNo, 'CREDITED');
  return due.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The control API's operator action

export const OperatorDepositAction = OperatorBase.extend({
  outcome: z.enum(['CREDITED', 'FAILED']),
});
export type OperatorDepositAction = z.output<typeof OperatorDepositAction>;

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

// ---------------------------------------------------------------------------------------------
// The member's calls

/** The channels the site offers: the fixtures', or those the scenario names (depositChannels). */
const offeredChannels = (scenario: Scenario) =>
  scenario.depositChannels
    ? DEPOSIT_CHANNELS.filter((c) => scenario.depositChannels!.includes(c.channelId))
    : DEPOSIT_CHANNELS;

export const walletDepositResolvers = defineResolvers({
  depositChannels: ({ scenario }) => ({
    channels: offeredChannels(scenario).map(({ minMinor, maxMinor, presetsMinor, ...c }) => ({
      ...c,
      minAmount: fromMinor(minMinor),
      maxAmount: fromMinor(maxMinor),
      presets: presetsMinor.map(fromMinor),
    })),
  }),

  deposit: ({ input, state, db, scenario, member, flags }) => {
    const m = member!;
    const channel = offeredChannels(scenario).find((c) => c.channelId === input.channelId);
    if (!channel) return fail(ErrorCodes.badRequest, `Unknown deposit channel ${input.channelId}`);
    if (!channel.open)
      return fail(WalletErrorCodes.channelClosed, `${channel.name} is closed at the moment`);
    const minor = toMinor(input.amount);
    const outside = limitRefusal(minor, channel.minMinor, channel.maxMinor, 'deposit');
    if (outside) return outside;
    // The member's own deposit limits (issue 30), while responsible gaming is switched on.
    const overLimit = flags.RESPGAME3 === false ? null : depositLimitRefusal(state, m, minor);
    if (overLimit) return overLimit;
    const now = mockNow();
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
});
