/**
 * Responsible gaming (issue 30, module RESPGAME3; every call inferred): the member's deposit and
 * loss limits over rolling 24 hours / 7 days / 30 days, a daily session time limit, the reality
 * check's interval, time-out and self-exclusion. One record per member (kind `responsible`,
 * amounts in minor units). A lower limit applies at once; a raise or a removal waits 24 hours
 * (pending, cancellable). The deposit call asks `depositLimitRefusal`, the login `exclusionRefusal`.
 */
import { mockNow } from '../../fixtures/clock';
import {
  LIMIT_COOLING_OFF_MS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  ResponsibleErrorCodes,
  type ExclusionKind,
  type ExclusionPeriod,
  type LimitKind,
  type LimitPeriod,
  type PlayLimit,
  type ResponsibleSettings,
} from '../../src/api/contract/member-responsible';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import { fromMinor, seededHistory, toMinor } from './ledger';
import { getRecord, putRecord } from './records';
import { depositsOf } from './wallet-deposit';
import { DAY, MINUTE } from './wallet-orders';

interface StoredLimit {
  /** Minor units (SESSION: minutes), null: none. */
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}
interface StoredResponsible {
  limits: Partial<Record<`${LimitKind}:${LimitPeriod}`, StoredLimit>>;
  realityCheckMinutes: 15 | 30 | 60;
  exclusion: { kind: ExclusionKind; endsAt: number } | null;
}

const KIND = 'responsible';
/** The demo's reality check: every 60 minutes until the member picks another interval. */
const DEFAULT_REALITY_CHECK = 60;
export const PERIOD_MS: Record<LimitPeriod, number> = { DAY, WEEK: 7 * DAY, MONTH: 30 * DAY };

const EXCLUSION_MS: Record<ExclusionPeriod, number> = {
  '24H': DAY,
  '7D': 7 * DAY,
  '30D': 30 * DAY,
  '6W': 42 * DAY,
  '6M': 183 * DAY,
  '1Y': 365 * DAY,
  '5Y': 5 * 365 * DAY,
};

const read = (state: MockState, member: MockMember): StoredResponsible =>
  getRecord<StoredResponsible>(state, KIND, member.id, 'settings') ?? {
    limits: {},
    realityCheckMinutes: DEFAULT_REALITY_CHECK,
    exclusion: null,
  };
const write = (state: MockState, member: MockMember, data: StoredResponsible) =>
  putRecord(state, KIND, member.id, 'settings', data);

/** A limit with its pending change applied once its time has come. */
function limitNow(stored: StoredResponsible, kind: LimitKind, period: LimitPeriod, now: number) {
  const limit = stored.limits[`${kind}:${period}`] ?? { amount: null, pending: null };
  if (limit.pending && limit.pending.effectiveAt <= now)
    return { amount: limit.pending.amount, pending: null };
  return limit;
}

/** Deposits asked for in the window (pending or credited; failed ones moved nothing). */
function depositedMinor(state: MockState, member: MockMember, since: number) {
  return depositsOf(state, member)
    .filter((o) => o.status !== 'FAILED' && o.createdAt > since)
    .reduce((sum, o) => sum + o.minor, 0);
}

/** Net loss in the window: stakes less wins of the settled bets, never below 0. */
function lostMinor(member: MockMember, since: number) {
  const net = seededHistory(member)
    .bets.filter((b) => b.status === 'SETTLED' && b.at > since)
    .reduce((sum, b) => sum + b.winLossMinor, 0);
  return net < 0 ? -net : 0;
}

/** The current session's start (the newest of the member's sessions), for minutes played. */
function sessionStart(state: MockState, member: MockMember, token: string | null, now: number) {
  const session = state.sessions.find((s) => s.id === token && s.memberId === member.id);
  return session?.createdAt ?? now;
}

function usedOf(
  state: MockState,
  member: MockMember,
  kind: LimitKind,
  period: LimitPeriod,
  started: number,
  now: number,
): number {
  const since = now - PERIOD_MS[period];
  if (kind === 'DEPOSIT') return depositedMinor(state, member, since);
  if (kind === 'LOSS') return lostMinor(member, since);
  // Minutes played today (UTC) in this session.
  const today = now - (now % DAY);
  return Math.floor((now - Math.max(started, today)) / MINUTE);
}

/** Every limit as the member sees it (money in major units; SESSION in minutes). */
function limitsView(
  state: MockState,
  member: MockMember,
  stored: StoredResponsible,
  started: number,
  now: number,
): PlayLimit[] {
  return LIMIT_KINDS.flatMap((kind) =>
    (kind === 'SESSION' ? (['DAY'] as const) : LIMIT_PERIODS).map((period) => {
      const limit = limitNow(stored, kind, period, now);
      const used = usedOf(state, member, kind, period, started, now);
      const major = kind === 'SESSION' ? (n: number) => n : fromMinor;
      return {
        kind,
        period,
        amount: limit.amount === null ? null : major(limit.amount),
        used: major(used),
        remaining: limit.amount === null ? null : major(Math.max(0, limit.amount - used)),
        pending: limit.pending
          ? {
              amount: limit.pending.amount === null ? null : major(limit.pending.amount),
              effectiveAt: limit.pending.effectiveAt,
            }
          : null,
      };
    }),
  );
}

function settingsView(
  state: MockState,
  member: MockMember,
  token: string | null,
): ResponsibleSettings {
  const now = mockNow();
  const stored = read(state, member);
  return {
    limits: limitsView(state, member, stored, sessionStart(state, member, token, now), now),
    realityCheckMinutes: stored.realityCheckMinutes,
    hasDeposited: depositsOf(state, member).length > 0,
  };
}

const PERIOD_NAMES: Record<LimitPeriod, string> = {
  DAY: '24-hour',
  WEEK: '7-day',
  MONTH: '30-day',
};

/**
 * A deposit of `minor` that would pass one of the member's deposit limits: refused, naming the
 * limit and what is left (the tightest one); null when it fits them all.
 */
export function depositLimitRefusal(state: MockState, member: MockMember, minor: number) {
  const stored = getRecord<StoredResponsible>(state, KIND, member.id, 'settings');
  if (!stored) return null;
  const now = mockNow();
  for (const period of LIMIT_PERIODS) {
    const limit = limitNow(stored, 'DEPOSIT', period, now);
    if (limit.amount === null) continue;
    const left = Math.max(0, limit.amount - depositedMinor(state, member, now - PERIOD_MS[period]));
    if (minor > left) {
      const amount = (n: number) => fromMinor(n).toFixed(2);
      return fail(
        ResponsibleErrorCodes.depositLimit,
        `This deposit would pass your ${PERIOD_NAMES[period]} deposit limit of ${amount(limit.amount)}: ${amount(left)} is left.`,
        { value: { period, limit: fromMinor(limit.amount), remaining: fromMinor(left) } },
      );
    }
  }
  return null;
}

/** The UTC date and time a time-out or self-exclusion ends, as the login message gives it. */
const endText = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A login during a time-out or self-exclusion: refused with the end date; null otherwise. */
export function exclusionRefusal(state: MockState, member: MockMember) {
  const exclusion = getRecord<StoredResponsible>(state, KIND, member.id, 'settings')?.exclusion;
  if (!exclusion || exclusion.endsAt <= mockNow()) return null;
  const what = exclusion.kind === 'TIMEOUT' ? 'on a time-out' : 'self-excluded';
  return fail(
    ResponsibleErrorCodes.excluded,
    `Your account is ${what} until ${endText(exclusion.endsAt)}. You cannot log in before then.`,
    { value: { endsAt: exclusion.endsAt, kind: exclusion.kind } },
  );
}

export const memberResponsibleResolvers = defineResolvers({
  responsibleSettings: ({ state, member, token }) => settingsView(state, member!, token),

  setPlayLimit: ({ input, state, db, member, token }) => {
    const m = member!;
    const now = mockNow();
    const stored = read(state, m);
    const current = limitNow(stored, input.kind, input.period, now);
    const next =
      input.amount === null
        ? null
        : input.kind === 'SESSION'
          ? input.amount
          : toMinor(input.amount);
    const lower = next !== null && (current.amount === null || next <= current.amount);
    stored.limits[`${input.kind}:${input.period}`] = lower
      ? { amount: next, pending: null }
      : current.amount === null
        ? { amount: null, pending: null }
        : {
            amount: current.amount,
            pending: { amount: next, effectiveAt: now + LIMIT_COOLING_OFF_MS },
          };
    write(state, m, stored);
    db.commit();
    return settingsView(state, m, token);
  },

  cancelPlayLimitChange: ({ input, state, db, member, token }) => {
    const m = member!;
    const stored = read(state, m);
    const current = limitNow(stored, input.kind, input.period, mockNow());
    stored.limits[`${input.kind}:${input.period}`] = { amount: current.amount, pending: null };
    write(state, m, stored);
    db.commit();
    return settingsView(state, m, token);
  },

  setRealityCheck: ({ input, state, db, member, token }) => {
    const stored = read(state, member!);
    write(state, member!, { ...stored, realityCheckMinutes: input.minutes });
    db.commit();
    return settingsView(state, member!, token);
  },

  playSession: ({ state, member, token }) => {
    const m = member!;
    const now = mockNow();
    const startedAt = sessionStart(state, m, token, now);
    const net = seededHistory(m)
      .bets.filter((b) => b.status === 'SETTLED' && b.at >= startedAt)
      .reduce((sum, b) => sum + b.winLossMinor, 0);
    return {
      startedAt,
      serverTime: now,
      netWinLoss: fromMinor(net),
      realityCheckMinutes: read(state, m).realityCheckMinutes,
    };
  },

  selfExclude: ({ input, state, db, member }) => {
    const m = member!;
    if (input.password !== m.password)
      return fail(ResponsibleErrorCodes.wrongPassword, 'The password is not correct');
    const stored = read(state, m);
    const current = stored.exclusion;
    const endsAt = mockNow() + EXCLUSION_MS[input.period];
    // Never shortened: a shorter one during a longer one keeps the longer end.
    const end = current && current.endsAt > endsAt ? current.endsAt : endsAt;
    write(state, m, { ...stored, exclusion: { kind: input.kind, endsAt: end } });
    // Logged out at once: every session of the member ends (its token answers 401).
    state.sessions = state.sessions.filter((s) => s.memberId !== m.id);
    db.commit();
    return { endsAt: end };
  },
});
