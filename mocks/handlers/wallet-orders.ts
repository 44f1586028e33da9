/**
 * What deposits (wallet-deposit.ts) and withdrawals (wallet-withdraw.ts) share: the amount limits,
 * the order list (stored orders over the seeded ones) and the order an operator action names.
 */
import { z } from 'zod';
import { ErrorCodes, WalletErrorCodes } from '../../src/api/contract/constants';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { fail, type MockFailure } from './define';
import { fromMinor } from './ledger';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An amount as the refusals write it: two decimals, thousands separators. */
export const money = (minor: number) =>
  fromMinor(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Refuses an amount outside [min, max] (minor units), naming the limit. */
export function limitRefusal(minor: number, min: number, max: number, what: string) {
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

/** Stored orders first, then the seeded ones not yet changed; newest first. */
export function ordersOf<T extends { orderNo: string; createdAt: number }>(
  stored: T[],
  seeded: T[],
): T[] {
  const changed = new Set(stored.map((o) => o.orderNo));
  return [...stored, ...seeded.filter((o) => !changed.has(o.orderNo))].sort(
    (a, b) => b.createdAt - a.createdAt || (a.orderNo < b.orderNo ? 1 : -1),
  );
}

// ---------------------------------------------------------------------------------------------
// The control API's operator actions (mocks/control.ts, documented in mocks/README.md)

export const OperatorBase = z.object({
  reason: z.string().min(1).max(200).optional(),
  /** With the order number `latest`: whose newest order the action applies to. */
  account: z.string().min(1).optional(),
});
/**
 * The order an operator action names, with its member: an order number, or `latest` and an
 * account (that member's newest order the action can apply to).
 */
export function operatorTarget<T extends { orderNo: string; status: string }>(
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
