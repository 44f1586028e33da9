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
import { addRecord, getRecord, listRecords, putRecord } from './records';
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

const GAME_MONEY = 'gameMoney';

/**
 * Books money moved between the main wallet and a game's (vendor) wallet: `minor` positive into the
 * game, negative back out. The loss limits count it: the mock's vendors report no bets, so money
 * in a game counts as staked (lost) until it comes back.
 */
export function noteGameMoney(state: MockState, member: MockMember, minor: number) {
  addRecord(state, GAME_MONEY, member.id, minor);
}

/** Net win (+) or loss (-) since `since`: the settled bets' wins less stakes, less money still in games. */
function netMinor(state: MockState, member: MockMember, since: number) {
  const bets = seededHistory(member)
    .bets.filter((b) => b.status === 'SETTLED' && b.at > since)
    .reduce((sum, b) => sum + b.winLossMinor, 0);
  const inGames = listRecords<number>(state, GAME_MONEY, member.id)
    .filter((r) => r.at > since)
    .reduce((sum, r) => sum + r.data, 0);
  return bets - inGames;
}

/** Net loss in the window (net of wins), never below 0. */
function lostMinor(state: MockState, member: MockMember, since: number) {
  const net = netMinor(state, member, since);
  return net < 0 ? -net : 0;
}

/** The current session's start (the newest of the member's sessions), for minutes played. */
function sessionStart(state: MockState, member: MockMember, token: string | null, now: number) {
  const session = state.sessions.find((s) => s.id === token && s.memberId === member.id);
  return session?.createdAt ?? now;
}

/** Minutes played today (UTC) in the session that started at `started`. */
const minutesToday = (started: number, now: number) =>
  Math.floor((now - Math.max(started, now - (now % DAY))) / MINUTE);

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
  if (kind === 'LOSS') return lostMinor(state, member, since);
  return minutesToday(started, now);
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

const amountText = (minor: number) => fromMinor(minor).toFixed(2);

/**
 * The first money limit of `kind` that `minor` more would pass (minor 0: one with nothing left),
 * with what is left of it; null when it fits them all.
 */
function passedLimit(
  state: MockState,
  member: MockMember,
  kind: 'DEPOSIT' | 'LOSS',
  minor: number,
) {
  const stored = getRecord<StoredResponsible>(state, KIND, member.id, 'settings');
  if (!stored) return null;
  const now = mockNow();
  for (const period of LIMIT_PERIODS) {
    const limit = limitNow(stored, kind, period, now);
    if (limit.amount === null) continue;
    const since = now - PERIOD_MS[period];
    const used =
      kind === 'DEPOSIT' ? depositedMinor(state, member, since) : lostMinor(state, member, since);
    const left = Math.max(0, limit.amount - used);
    if (minor > left || (minor === 0 && left === 0)) return { period, limit: limit.amount, left };
  }
  return null;
}

const limitValue = (p: { period: LimitPeriod; limit: number; left: number }) => ({
  value: { period: p.period, limit: fromMinor(p.limit), remaining: fromMinor(p.left) },
});

/**
 * A deposit of `minor` that would pass one of the member's deposit limits: refused, naming the
 * limit and what is left (the tightest one); null when it fits them all.
 */
export function depositLimitRefusal(state: MockState, member: MockMember, minor: number) {
  const passed = passedLimit(state, member, 'DEPOSIT', minor);
  return passed
    ? fail(
        ResponsibleErrorCodes.depositLimit,
        `This deposit would pass your ${PERIOD_NAMES[passed.period]} deposit limit of ${amountText(passed.limit)}: ${amountText(passed.left)} is left.`,
        limitValue(passed),
      )
    : null;
}

/**
 * Money put at stake in a game (`minor` into a vendor wallet; 0 for a real-money launch) that a
 * loss limit does not allow: refused, naming the limit and what is left; null otherwise.
 */
export function lossLimitRefusal(state: MockState, member: MockMember, minor: number) {
  const passed = passedLimit(state, member, 'LOSS', minor);
  if (!passed) return null;
  const name = `${PERIOD_NAMES[passed.period]} loss limit of ${amountText(passed.limit)}`;
  return fail(
    ResponsibleErrorCodes.lossLimit,
    minor > 0
      ? `This transfer would pass your ${name}: ${amountText(passed.left)} is left.`
      : `You have reached your ${name}: nothing is left to play with until it frees up.`,
    limitValue(passed),
  );
}

/** The daily session time limit and what is left of it today (null: no limit). */
function playTimeOf(state: MockState, member: MockMember, token: string | null, now: number) {
  const stored = getRecord<StoredResponsible>(state, KIND, member.id, 'settings');
  const limit = stored ? limitNow(stored, 'SESSION', 'DAY', now).amount : null;
  if (limit === null) return null;
  const played = minutesToday(sessionStart(state, member, token, now), now);
  return { limitMinutes: limit, leftMinutes: Math.max(0, limit - played) };
}

/** Play (a launch, a transfer into a game) once today's play time has reached its limit: refused. */
export function playTimeRefusal(state: MockState, member: MockMember, token: string | null) {
  const time = playTimeOf(state, member, token, mockNow());
  if (!time || time.leftMinutes > 0) return null;
  return fail(
    ResponsibleErrorCodes.playTimeLimit,
    `You have reached your daily play time limit of ${time.limitMinutes} minutes. You can play again tomorrow.`,
    { value: { limitMinutes: time.limitMinutes } },
  );
}

/**
 * Play that the member's own limits refuse while responsible gaming is on: today's play time used
 * up, or a loss limit that `stakeMinor` more (0: a real-money launch) would pass; null otherwise.
 */
export function playRefusal(
  ctx: { state: MockState; flags: Record<string, boolean>; token: string | null },
  member: MockMember,
  stakeMinor: number,
) {
  if (ctx.flags.RESPGAME3 === false) return null;
  return (
    playTimeRefusal(ctx.state, member, ctx.token) ?? lossLimitRefusal(ctx.state, member, stakeMinor)
  );
}

/** Whether the member is on a time-out or self-excluded now. */
export function isExcluded(state: MockState, member: MockMember): boolean {
  const exclusion = getRecord<StoredResponsible>(state, KIND, member.id, 'settings')?.exclusion;
  return !!exclusion && exclusion.endsAt > mockNow();
}

/** A promotion application during a time-out or self-exclusion: refused (no marketing). */
export function excludedRefusal(state: MockState, member: MockMember) {
  return isExcluded(state, member)
    ? fail(
        ResponsibleErrorCodes.excludedAction,
        'Promotions are not open to you during a time-out or self-exclusion.',
      )
    : null;
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
    return {
      startedAt,
      serverTime: now,
      netWinLoss: fromMinor(netMinor(state, m, startedAt - 1)),
      realityCheckMinutes: read(state, m).realityCheckMinutes,
      playTime: playTimeOf(state, m, token, now),
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
