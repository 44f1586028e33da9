import type { VipRank, VipRanksValue } from '@/api/contract/member';
import { VIP_RANK_THRESHOLD } from '@/core/system/sagas';
import { subtractMoney, toMinor } from '@/lib/money';

/** How far the member is towards one requirement of the next rank (exact, in minor units). */
export interface Requirement {
  /** What the next rank needs in total. */
  required: number;
  /** What the member has so far. */
  reached: number;
  /** What is still missing (0 once reached). */
  remaining: number;
  /** Whole percent reached, 0 to 100. */
  percent: number;
}

export interface RankProgress {
  /** The member's rank (null: no club label yet). */
  current: VipRank | null;
  /** The rank after it (null: the member is at the top rank). */
  next: VipRank | null;
  deposit: Requirement | null;
  validBet: Requirement | null;
}

const requirement = (required: number, reached: number): Requirement => {
  const left = subtractMoney(required, reached);
  const percent =
    toMinor(required) <= 0
      ? 100
      : Math.min(100, Math.floor((toMinor(reached) * 100) / toMinor(required)));
  return { required, reached, remaining: left > 0 ? left : 0, percent };
};

/** The ranks by level, lowest first. */
export const ranksByLevel = (value: VipRanksValue) =>
  [...value.ranks].sort((a, b) => a.rankLevel - b.rankLevel);

/**
 * The member's rank and what the next one needs (spec 2 §2 playerRank): deposit and valid bet
 * still missing, exactly; a member without a rank sees the first rank's needs.
 */
export function rankProgress(value: VipRanksValue): RankProgress {
  const ranks = ranksByLevel(value);
  const level = value.rankLevel ?? 0;
  const current =
    value.rankLevel === null ? null : (ranks.find((r) => r.rankLevel === level) ?? null);
  const next = ranks.find((r) => r.rankLevel > level) ?? null;
  return {
    current,
    next,
    deposit: next ? requirement(next.depositRequired, value.deposit) : null,
    validBet: next ? requirement(next.validBetRequired, value.validBet) : null,
  };
}

/** VIP customer service is offered above rank 4 (spec 1 §9, the system's choice of link). */
export const offersVipService = (rankLevel: number | null) =>
  rankLevel !== null && rankLevel > VIP_RANK_THRESHOLD;
