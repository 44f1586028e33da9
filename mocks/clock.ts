import { z } from 'zod';
import { getFixtures } from '../fixtures';
import { clockOffset, mockNow, moveClockTo, setClockAhead } from '../fixtures/clock';
import { DAY_MS } from '../fixtures/money';
import type { MockDb, MockState } from './db/state';
import { memberContracts, STEP } from './handlers/agent-contracts';
import { depositsOf, settleDeposit } from './handlers/wallet-deposit';
import { deadlineOf, withdrawalsOf } from './handlers/wallet-withdraw';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** `POST /__mock/clock`: how far to move the mock's time forward (the parts add up; at least 1 ms). */
export const ClockAdvance = z
  .object({
    advance: z
      .object({
        minutes: z.number().int().nonnegative().default(0),
        hours: z.number().int().nonnegative().default(0),
        days: z.number().int().nonnegative().max(3650).default(0),
      })
      .strict(),
  })
  .strict()
  .refine(({ advance: a }) => a.minutes + a.hours + a.days > 0, {
    message: 'advance: give minutes, hours or days (more than 0)',
    path: ['advance'],
  });

/** Something time-based that became due while the clock moved. */
export interface ClockEvent {
  at: number;
  kind:
    | 'deposit.autoCredited'
    | 'withdrawal.forcedReceipt'
    | 'contract.periodsClosed'
    | 'sms.expired'
    | 'day.rolledOver';
  /** The member concerned (none for a new day). */
  account: string | null;
  detail: string;
}

/** The mock's clock as `GET /__mock/clock` answers it. */
export const clockView = () => {
  const now = mockNow();
  return { now, iso: new Date(now).toISOString(), offsetMs: clockOffset() };
};

/** Deposits that credit themselves (`money.depositAutoCreditMs`) between `from` and `to`. */
function dueDeposits(state: MockState, from: number, to: number) {
  const after = state.scenario.money.depositAutoCreditMs;
  if (after === null) return [];
  return state.members.flatMap((member) =>
    depositsOf(state, member)
      .filter((o) => o.status === 'PENDING' && o.createdAt + after > from)
      .filter((o) => o.createdAt + after <= to)
      .map((o) => ({ member, order: o, at: o.createdAt + after })),
  );
}

/** What the clock's move from `from` to `to` makes happen that is read, not written. */
function readEvents(state: MockState, from: number, to: number): ClockEvent[] {
  const events: ClockEvent[] = [];
  const within = (t: number) => t > from && t <= to;
  const fixtures = getFixtures();
  for (const member of state.members) {
    for (const order of withdrawalsOf(state, member)) {
      const { deadline } = deadlineOf(order, state.scenario);
      if (deadline !== null && within(deadline))
        events.push({
          at: deadline,
          kind: 'withdrawal.forcedReceipt',
          account: member.account,
          detail: `${order.orderNo} counts as received (not confirmed in time)`,
        });
    }
    for (const contract of memberContracts(state, fixtures, member)) {
      if (contract.status !== 'accepted' && contract.status !== 'terminating') continue;
      const step = STEP[contract.contractType];
      const first = Math.floor(from / step) * step + step;
      if (first > to) continue;
      const closed = Math.floor((to - first) / step) + 1;
      events.push({
        at: first,
        kind: 'contract.periodsClosed',
        account: member.account,
        detail: `${contract.contractType}: ${closed} period${closed === 1 ? '' : 's'} settled`,
      });
    }
  }
  for (const code of state.smsCodes)
    if (within(code.expiresAt))
      events.push({
        at: code.expiresAt,
        kind: 'sms.expired',
        account: null,
        detail: `SMS code for ${code.id} expired`,
      });
  for (let day = Math.floor(from / DAY_MS) * DAY_MS + DAY_MS; day <= to; day += DAY_MS)
    events.push({
      at: day,
      kind: 'day.rolledOver',
      account: null,
      detail: `${new Date(day).toISOString().slice(0, 10)} began: daily records roll over`,
    });
  return events;
}

/**
 * Moves the mock's time forward and runs what falls due, in time order: deposits credit
 * themselves at their due time (when `money.depositAutoCreditMs` is set), and what the mock
 * derives from the time when it is read (forced receipts of unconfirmed withdrawals, settled
 * salary and dividend periods, expired SMS codes, the new day's records) is listed with it.
 */
export function advanceClock(db: MockDb, by: z.output<typeof ClockAdvance>['advance']) {
  const state = db.state();
  const ahead = clockOffset();
  const from = mockNow();
  const step = by.minutes * MINUTE_MS + by.hours * HOUR_MS + by.days * DAY_MS;
  const to = from + step;
  const events = readEvents(state, from, to);
  const deposits = dueDeposits(state, from, to).sort((a, b) => a.at - b.at);
  for (const { member, order, at } of deposits) {
    moveClockTo(at);
    settleDeposit(state, member, order.orderNo, 'CREDITED');
    events.push({
      at,
      kind: 'deposit.autoCredited',
      account: member.account,
      detail: `${order.orderNo} credited`,
    });
  }
  setClockAhead(ahead + step);
  if (deposits.length) db.commit();
  events.sort((a, b) => a.at - b.at);
  return { ...clockView(), events };
}
