import type {
  LimitKind,
  LimitPeriod,
  PlayLimit,
  ResponsibleSettings,
} from '@/api/contract/member-responsible';
import { toMinor } from '@/lib/money';

/**
 * Reading a member's responsible gaming limits (issue 30): the member centre's page and the deposit
 * page both need them.
 */

/** A member's limits of one kind, in period order (24 hours, 7 days, 30 days). */
export const limitsOf = (settings: ResponsibleSettings, kind: LimitKind): PlayLimit[] =>
  settings.limits.filter((l) => l.kind === kind);

/** What the tightest deposit limit leaves (null: no deposit limit), and which period it is. */
export function depositLeft(
  settings: ResponsibleSettings,
): { period: LimitPeriod; remaining: number } | null {
  let tightest: { period: LimitPeriod; remaining: number } | null = null;
  for (const l of limitsOf(settings, 'DEPOSIT')) {
    if (l.remaining === null) continue;
    if (!tightest || toMinor(l.remaining) < toMinor(tightest.remaining))
      tightest = { period: l.period, remaining: l.remaining };
  }
  return tightest;
}

/** A new member is asked to set a deposit limit before the first deposit. */
export const asksForDepositLimit = (settings: ResponsibleSettings) =>
  !settings.hasDeposited && limitsOf(settings, 'DEPOSIT').every((l) => l.amount === null);
