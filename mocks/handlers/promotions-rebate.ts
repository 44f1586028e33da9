/**
 * Manual rebate (spec 2 §2 manualRebate): the rebate of a period's valid bets per game category,
 * claimed by the member. The valid bets are the member's seeded settled bets (the betting record's,
 * mocks/handlers/wallet-records.ts); a claim books one record per category (kind 'rebate') with the
 * bounds it covered, so those bets are never paid twice, and credits the main wallet on the ledger.
 * Amounts are computed in minor units: validBet × rate, rounded down to the cent.
 */
import { PromotionErrorCodes } from '../../src/api/contract/constants';
import { mockNow } from '../../fixtures/clock';
import {
  REBATE_CATEGORIES,
  type RebateCategory,
  type RebateClaimRow,
} from '../../src/api/contract/promotions';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import { fromMinor, postMain, seededHistory } from './ledger';
import { dateRange } from './report-sums';
import { addRecord, listRecords, pageOf } from './records';

/** Rebate rates in basis points (hundredths of a percent) per category. */
export const REBATE_RATES_BP: Record<RebateCategory, number> = {
  ELOTT: 30,
  LIVE: 50,
  SPORTS: 60,
  FISH: 80,
  RNG: 100,
  PVP: 40,
  ESPORTS: 50,
};

/** The smallest amount of a category that can be claimed, in minor units. */
export const REBATE_MIN_CLAIM_MINOR = 10_00;

/** One claim of one category, as the records keep it. */
interface RebateClaim {
  gameType: RebateCategory;
  validMinor: number;
  rateBp: number;
  minor: number;
  startDate: string;
  endDate: string;
  from: number;
  to: number;
  claimedAt: number;
}

interface CategoryRebate {
  gameType: RebateCategory;
  validMinor: number;
  rateBp: number;
  minor: number;
}

/** What each category's settled, not yet rebated bets of the period give. */
function available(
  state: MockState,
  m: MockMember,
  startDate: string,
  endDate: string,
): CategoryRebate[] {
  const [from, to] = dateRange(startDate, endDate);
  const claims = listRecords<RebateClaim>(state, 'rebate', m.id).map((r) => r.data);
  const valid = new Map<string, number>();
  for (const bet of seededHistory(m).bets) {
    if (bet.status !== 'SETTLED' || bet.at < from || bet.at > to) continue;
    if (claims.some((c) => c.gameType === bet.gameType && bet.at >= c.from && bet.at <= c.to))
      continue;
    valid.set(bet.gameType, (valid.get(bet.gameType) ?? 0) + bet.validMinor);
  }
  return REBATE_CATEGORIES.map((gameType) => {
    const validMinor = valid.get(gameType) ?? 0;
    const rateBp = REBATE_RATES_BP[gameType];
    return { gameType, validMinor, rateBp, minor: Math.floor((validMinor * rateBp) / 10_000) };
  });
}

const rowOf = (c: CategoryRebate) => ({
  gameType: c.gameType,
  validBet: fromMinor(c.validMinor),
  rate: c.rateBp / 100,
  amount: fromMinor(c.minor),
});

const claimRow = (orderNo: string, c: RebateClaim): RebateClaimRow => ({
  orderNo,
  gameType: c.gameType,
  validBet: fromMinor(c.validMinor),
  rate: c.rateBp / 100,
  amount: fromMinor(c.minor),
  startDate: c.startDate,
  endDate: c.endDate,
  claimedAt: c.claimedAt,
});

export const rebateResolvers = defineResolvers({
  rebateSummary: ({ input, state, member }) => {
    const m = member!;
    const categories = available(state, m, input.startDate, input.endDate);
    return {
      startDate: input.startDate,
      endDate: input.endDate,
      minClaim: fromMinor(REBATE_MIN_CLAIM_MINOR),
      categories: categories.map(rowOf),
      total: fromMinor(categories.reduce((sum, c) => sum + c.minor, 0)),
    };
  },
  claimRebate: ({ input, state, db, member }) => {
    const m = member!;
    const { startDate, endDate, gameType } = input;
    const asked = available(state, m, startDate, endDate).filter(
      (c) => !gameType || c.gameType === gameType,
    );
    const claimable = asked.filter((c) => c.minor >= REBATE_MIN_CLAIM_MINOR);
    if (claimable.length === 0)
      return fail(
        PromotionErrorCodes.rebateBelowMinimum,
        `The rebate is below the minimum claim of ${fromMinor(REBATE_MIN_CLAIM_MINOR).toFixed(2)}`,
      );
    const [from, to] = dateRange(startDate, endDate);
    const claimedAt = mockNow();
    const claimed = claimable.map((c) => {
      const claim: RebateClaim = { ...c, startDate, endDate, from, to, claimedAt };
      const orderNo = addRecord(state, 'rebate', m.id, claim);
      postMain(state, m, 'REBATE', c.minor, {
        remark: c.gameType,
        bonusType: 'REBATE',
        gameType: c.gameType,
        orderNo,
      });
      return claimRow(orderNo, claim);
    });
    db.commit();
    return {
      claimed,
      total: fromMinor(claimable.reduce((sum, c) => sum + c.minor, 0)),
    };
  },
  rebateHistory: ({ input, state, member }) => {
    const m = member!;
    const rows = listRecords<RebateClaim>(state, 'rebate', m.id).map((r) => claimRow(r.id, r.data));
    return pageOf(rows, input.pageNo, input.pageSize);
  },
});
