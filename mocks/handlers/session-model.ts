/**
 * Active sessions and the login history (issue 30; the security centre's calls in
 * account-security.ts): where a session logged in from (device and browser from its User-Agent,
 * the IP and country the mock sees: the scenario's `location`), when it was last used (each
 * authenticated call, define.ts `findSessionMember`), and every login attempt of a known account
 * with its outcome. A session's public id is never its token.
 */
import { mockNow } from '../../fixtures/clock';
import Bowser from 'bowser';
import {
  ErrorCodes,
  LOGIN_HISTORY_SIZE,
  type LoginOutcome,
} from '../../src/api/contract/constants';
import type { EndpointDef } from '../../src/api/contract/define';
import type { ActiveSession, LoginRecord } from '../../src/api/contract/account';
import type { MockMember } from '../../fixtures/members';
import { SEEDED_SESSIONS, seededLoginHistory } from '../../fixtures/security';
import type { MockSession, MockState } from '../db/state';
import type { Scenario } from '../scenario';
import { MockFailure, type Resolver, type ResolverContext } from './define';
import { addRecord, getRecord, listRecords, putRecord } from './records';

const LOGIN_KIND = 'login';

/** The device and browser a User-Agent names ('iPhone' / 'Safari', 'Linux desktop' / 'Chrome'). */
export function describeUserAgent(userAgent: string): {
  device: string | null;
  browser: string | null;
} {
  if (!userAgent) return { device: null, browser: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const kind = platform.type ? `${os.name ?? ''} ${platform.type}`.trim() : (os.name ?? '');
  return { device: platform.model || kind || null, browser: browser.name || null };
}

/** FNV-1a of the token, as 8 hex digits: the public id of a session opened without one. */
function tokenHash(token: string) {
  let hash = 0x811c9dc5;
  for (const ch of token) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const sessionRef = (session: MockSession) => session.ref ?? `S-${tokenHash(session.id)}`;

/** The member's open sessions, as the security centre lists them (the current one first). */
export function activeSessions(
  state: MockState,
  memberId: number,
  token: string | null,
  scenario: Scenario,
): ActiveSession[] {
  return state.sessions
    .filter((s) => s.memberId === memberId)
    .map((s) => ({
      sessionId: sessionRef(s),
      device: s.device ?? null,
      browser: s.browser ?? null,
      // A session opened without a login of its own (registration, a link): where the mock sees it.
      ip: s.ip ?? scenario.location.ip,
      country: s.ip ? (s.country ?? null) : scenario.location.country,
      loginTime: s.createdAt,
      lastActiveTime: Math.max(s.lastActiveAt ?? s.createdAt, s.createdAt),
      current: s.id === token,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveTime - a.lastActiveTime);
}

/** Records a login attempt of a known account (the newest LOGIN_HISTORY_SIZE are kept). */
export function recordLogin(
  state: MockState,
  member: MockMember,
  outcome: LoginOutcome,
  scenario: Scenario,
) {
  const entry: LoginRecord = {
    loginTime: mockNow(),
    ip: scenario.location.ip,
    country: scenario.location.country,
    outcome,
  };
  addRecord(state, LOGIN_KIND, member.id, entry);
  const kept = new Set(
    listRecords(state, LOGIN_KIND, member.id)
      .slice(0, LOGIN_HISTORY_SIZE)
      .map((r) => `${LOGIN_KIND}:${member.id}:${r.id}`),
  );
  state.records = state.records.filter(
    (r) => r.kind !== LOGIN_KIND || r.memberId !== member.id || kept.has(r.id),
  );
}

/** The member's last logins, newest first: those recorded live, then the seeded ones. */
export function loginHistory(state: MockState, member: MockMember): LoginRecord[] {
  const live = listRecords<LoginRecord>(state, LOGIN_KIND, member.id).map((r) => r.data);
  return [...live, ...seededLoginHistory(member.account)].slice(0, LOGIN_HISTORY_SIZE);
}

/**
 * A refusal that means the account may not log in now (a time-out or self-exclusion, issue 30):
 * any login error code that names a time-out, an exclusion or a block.
 */
export const isBlockedLoginCode = (code: string) => /time-?out|exclu|block/i.test(code);

/** The outcome a failed login records, or null for failures that say nothing of the account. */
export function failedLoginOutcome(code: string): LoginOutcome | null {
  if (code === ErrorCodes.loginFailed || code === ErrorCodes.invalidVerificationCode)
    return 'WRONG_PASSWORD';
  if (code === ErrorCodes.captchaRequired || code === ErrorCodes.captchaWrong) return 'CAPTCHA';
  return isBlockedLoginCode(code) ? 'BLOCKED' : null;
}

/** The first login of a member with seeded other sessions opens them too (once per data set). */
function seedOtherSessions(state: MockState, member: MockMember, now: number) {
  const seeded = SEEDED_SESSIONS[member.account];
  if (!seeded || getRecord<boolean>(state, 'sessions-seeded', member.id, 'v1')) return;
  putRecord(state, 'sessions-seeded', member.id, 'v1', true);
  for (const s of seeded)
    state.sessions.push({
      id: `tk_${crypto.randomUUID().replace(/-/g, '')}`,
      memberId: member.id,
      createdAt: now - s.loginAgoMs,
      ref: s.ref,
      device: s.device,
      browser: s.browser,
      ip: s.ip,
      country: s.country,
      lastActiveAt: now - s.lastActiveAgoMs,
    });
}

/** Where the session of `token` logged in from: the request's User-Agent, the mock's location. */
function describeSession(ctx: ResolverContext<EndpointDef>, token: string) {
  const session = ctx.state.sessions.find((s) => s.id === token);
  if (!session) return null;
  const userAgent =
    ctx.request.headers.get('User-Agent') ??
    (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  Object.assign(session, describeUserAgent(userAgent), {
    ref: `S-${session.memberId}-${tokenHash(token)}`,
    ip: ctx.scenario.location.ip,
    country: ctx.scenario.location.country,
    lastActiveAt: session.createdAt,
  });
  return session;
}

/**
 * The hook of the resolvers that open sessions (login, its verification, free play): the new
 * session learns where it logged in from, and the attempt goes into the account's login history
 (`history: false` for free play; `memberOf` finds the account a failed attempt named: without it
 * failures are not recorded). Any refusal whose code names a time-out or an exclusion is recorded
 * as BLOCKED.
 */
export function recordingLogin<E extends EndpointDef>(
  resolver: Resolver<E>,
  opts: { history: boolean; memberOf?: (ctx: ResolverContext<E>) => MockMember | undefined },
): Resolver<E> {
  const { history, memberOf } = opts;
  return async (ctx) => {
    const result = await resolver(ctx);
    const { state, scenario } = ctx;
    if (result instanceof MockFailure) {
      const outcome = failedLoginOutcome(result.errorCode);
      const member = outcome && memberOf?.(ctx);
      if (outcome && member) {
        recordLogin(state, member, outcome, scenario);
        ctx.db.commit();
      }
      return result;
    }
    const token = (result as { token?: unknown } | null)?.token;
    const session =
      typeof token === 'string'
        ? describeSession(ctx as unknown as ResolverContext<EndpointDef>, token)
        : null;
    const member = session && state.members.find((m) => m.id === session.memberId);
    if (member) {
      if (history) recordLogin(state, member, 'SUCCESS', scenario);
      seedOtherSessions(state, member, session.createdAt);
      ctx.db.commit();
    }
    return result;
  };
}
