/**
 * What the member's records (wallet-records.ts) and the agent's reports (agent-reports.ts,
 * agent-home.ts) share: the date range of a query, the periods of spec 2 §9, the sums of a profit
 * and loss in minor units, and a seeded bet as a row of a betting record.
 */
import type { BetRecord, Period } from '../../src/api/contract/wallet';
import { DAY_MS, type SeededBet } from '../../fixtures/money';
import { fromMinor } from './ledger';

/** Inclusive bounds of a record query: yyyy-MM-dd (whole days) or yyyy-MM-dd HH:mm:ss, UTC. */
export function dateRange(startDate?: string, endDate?: string): [number, number] {
  const bound = (s: string | undefined, end: boolean, none: number) => {
    if (!s) return none;
    const t = Date.parse(s.length === 10 ? `${s}T00:00:00Z` : `${s.replace(' ', 'T')}Z`);
    if (Number.isNaN(t)) return none;
    return s.length === 10 && end ? t + DAY_MS - 1 : t;
  };
  return [bound(startDate, false, -Infinity), bound(endDate, true, Infinity)];
}

// ---------------------------------------------------------------------------------------------
// Periods (spec 2 §9): UTC days, Monday weeks, 1st–15th and 16th–end, calendar months

/** The period holding `t`: its first and last millisecond. */
export function periodOf(period: Period, t: number): [number, number] {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = t - (t % DAY_MS);
  switch (period) {
    case 'DAILY':
      return [day, day + DAY_MS - 1];
    case 'WEEKLY': {
      const monday = day - ((d.getUTCDay() + 6) % 7) * DAY_MS;
      return [monday, monday + 7 * DAY_MS - 1];
    }
    case 'SEMIMONTHLY':
      return d.getUTCDate() <= 15
        ? [Date.UTC(y, m, 1), Date.UTC(y, m, 16) - 1]
        : [Date.UTC(y, m, 16), Date.UTC(y, m + 1, 1) - 1];
    case 'MONTHLY':
      return [Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1) - 1];
  }
}

// ---------------------------------------------------------------------------------------------
// Profit and loss in minor units

export interface Sums {
  bet: number;
  valid: number;
  payout: number;
  bonus: number;
  rebate: number;
}

export const zeroSums = (): Sums => ({ bet: 0, valid: 0, payout: 0, bonus: 0, rebate: 0 });

export const profitOf = (s: Sums) => s.payout + s.bonus + s.rebate - s.bet;

/** The sums as a profit-and-loss row or total answers them. */
export const profitView = (s: Sums) => ({
  betAmount: fromMinor(s.bet),
  validBet: fromMinor(s.valid),
  payout: fromMinor(s.payout),
  bonus: fromMinor(s.bonus),
  rebate: fromMinor(s.rebate),
  profit: fromMinor(profitOf(s)),
});

/** Adds `sums` into `total`, field by field. */
export function addSums(total: Sums, sums: Sums): void {
  for (const k of Object.keys(total) as (keyof Sums)[]) total[k] += sums[k];
}

/** A seeded bet as a row of the betting record (and of the agent's team betting). */
export const betView = (bet: SeededBet): BetRecord => ({
  betId: bet.betId,
  gameName: bet.gameName,
  vassalage: bet.vassalage,
  gameType: bet.gameType,
  betAmount: fromMinor(bet.betMinor),
  validBet: fromMinor(bet.validMinor),
  winLoss: fromMinor(bet.winLossMinor),
  betTime: bet.at,
  status: bet.status,
});
