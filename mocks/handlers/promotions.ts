/** Promotions: sign-up promotions, raffles and the reward centre (spec 2 §2, §4). */
import { ErrorCodes } from '../../src/api/contract/constants';
import { mockNow } from '../../fixtures/clock';
import type { PromotionState, RewardItem } from '../../src/api/contract/promotions';
import { DAY_MS, startOfTodayUtc } from '../../fixtures/money';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import {
  applyToPromotion,
  claimPromotionReward,
  claimRefusal,
  joinPromotion,
  promotionStateOf,
} from './promotions-signup';
import { excludedRefusal } from './member-responsible';
import { getRecord, putRecord } from './records';
import { creditMain } from './wallet';

// ---------------------------------------------------------------------------------------------
// Reward centre: seeded items per member; what the member did is kept in records (kind 'reward'
// for rewards and red envelopes, 'raffle' for raffles, 'promotion' for sign-up promotions).

/** A seeded item: its first state and amount (hidden while unopened), validity in days from today. */
interface RewardSeed {
  rewardId: string;
  kind: RewardItem['kind'];
  title: string;
  status: PromotionState;
  amount: number | null;
  fromDay: number;
  toDay: number;
  description?: string;
  raffleId?: string;
  promotionId?: string;
}

const seed = (
  rewardId: string,
  kind: RewardItem['kind'],
  title: string,
  status: PromotionState,
  amount: number | null,
  [fromDay, toDay]: [number, number],
  extra: Partial<RewardSeed> = {},
): RewardSeed => ({ rewardId, kind, title, status, amount, fromDay, toDay, ...extra });

const WEEK: [number, number] = [-3, 4];

/** player1 has an item in every state; vip0001 a few; everyone else none. */
const REWARD_SEEDS: Record<string, RewardSeed[]> = {
  player1: [
    seed('RW-DAILY', 'REWARD', 'Daily check-in reward', 'claim', 18.88, [0, 1], {
      description: 'Log in every day and claim your daily reward.',
    }),
    seed('RE-LUCKY', 'RED_ENVELOPE', 'Lucky red envelope', 'claim', 8.88, WEEK, {
      description: 'Open it to see how much it holds.',
    }),
    seed('RAF-1', 'RAFFLE', 'Weekend Lucky Draw', 'claim', null, WEEK, {
      raffleId: 'RAF-1',
      description: 'Draw once for a bonus of up to 888.',
    }),
    seed('PRM-103', 'REWARD', 'Register via Zalo, get up to 131K', 'join', null, [-10, 30], {
      promotionId: 'PRM-103',
      description: 'Join the promotion, then bind Zalo to get the reward.',
    }),
    seed('RW-STREAK', 'REWARD', 'Seven-day betting streak', 'joined', 77, WEEK, {
      description: 'Bet on seven days in a row: the reward is credited after the seventh.',
    }),
    seed('RW-WEEKLY', 'REWARD', 'Weekly deposit bonus', 'applying', 50, WEEK, {
      description: 'Your application is being reviewed.',
    }),
    seed('RW-VIP', 'REWARD', 'VIP upgrade bonus', 'in_process', 188, [-5, 25], {
      description: 'The bonus is being paid out.',
    }),
    seed('RW-BIRTHDAY', 'REWARD', 'Birthday bonus', 'issued', 88, [-20, 10], {
      description: 'Credited to your main wallet.',
    }),
    seed('RW-FIRST', 'REWARD', 'First deposit reward', 'claimed', 100, [-60, 30]),
    seed('RW-REFERRAL', 'REWARD', 'Referral reward', 'rejected', 30, [-30, 0], {
      description: 'The invited friend did not deposit.',
    }),
    seed('RE-NEWYEAR', 'RED_ENVELOPE', 'New year red envelope', 'closed', null, [-60, -30]),
    seed('RAF-2', 'RAFFLE', 'Deposit Raffle', 'coming_soon', null, [3, 10], { raffleId: 'RAF-2' }),
  ],
  vip0001: [
    seed('RW-DAILY', 'REWARD', 'Daily check-in reward', 'claim', 28.88, [0, 1]),
    seed('RW-VIP', 'REWARD', 'VIP upgrade bonus', 'issued', 888, [-5, 25]),
  ],
};

/** A member's reward-centre items as they stand now (amounts hidden until claimed or opened). */
function rewardItems(state: MockState, m: MockMember): (RewardItem & { hidden: number | null })[] {
  const today = startOfTodayUtc();
  const now = mockNow();
  return (REWARD_SEEDS[m.account] ?? []).map(({ fromDay, toDay, ...s }) => {
    const startTime = today + fromDay * DAY_MS;
    const endTime = today + toDay * DAY_MS;
    const raffle = s.raffleId
      ? getRecord<{ prizeName: string; amount: number }>(state, 'raffle', m.id, s.raffleId)
      : undefined;
    const done = getRecord<PromotionState>(state, 'reward', m.id, s.rewardId);
    const joined = s.promotionId
      ? getRecord<PromotionState>(state, 'promotion', m.id, s.promotionId)
      : undefined;
    let status: PromotionState = raffle ? 'claimed' : (done ?? joined ?? s.status);
    if (status === 'claim' && endTime < now) status = 'closed';
    const concealed = s.kind !== 'REWARD' && status !== 'claimed' && status !== 'issued';
    return {
      ...s,
      status,
      startTime,
      endTime,
      amount: raffle?.amount ?? (concealed ? null : s.amount),
      prizeName: raffle?.prizeName ?? null,
      hidden: s.amount ?? null,
    };
  });
}

/** Claims a reward or opens a red envelope: credits its amount and answers the item. */
function claimItem(
  state: MockState,
  m: MockMember,
  rewardId: string,
  kind: RewardItem['kind'],
  commit: () => void,
) {
  const item = rewardItems(state, m).find((i) => i.rewardId === rewardId && i.kind === kind);
  if (!item) return fail(ErrorCodes.notFound, 'Reward not found');
  const refused = claimRefusal(item.status);
  if (refused) return refused;
  const amount = item.hidden ?? 0;
  putRecord<PromotionState>(state, 'reward', m.id, rewardId, 'claimed');
  if (amount > 0)
    creditMain(state, m, amount, 'BONUS', item.title, {
      bonusType: kind === 'RED_ENVELOPE' ? 'RED_ENVELOPE' : 'PROMOTION',
    });
  commit();
  const { hidden: _hidden, ...view } = item;
  return { ...view, status: 'claimed' as const, amount };
}

export const promotionsResolvers = defineResolvers({
  rewardCenter: ({ state, member }) => {
    const m = member!;
    return { list: rewardItems(state, m).map(({ hidden: _hidden, ...item }) => item) };
  },
  claimReward: ({ input, state, db, member }) =>
    claimItem(state, member!, input.rewardId, 'REWARD', () => db.commit()),
  openRedEnvelope: ({ input, state, db, member }) =>
    claimItem(state, member!, input.rewardId, 'RED_ENVELOPE', () => db.commit()),
  promotionStates: ({ state, fixtures, member }) => ({
    list: fixtures.content.promotion.map((p) => promotionStateOf(state, member!, p)),
  }),
  // No marketing during a time-out or self-exclusion (issue 30): promotions are refused.
  signUpPromotionJoin: ({ input, state, db, fixtures, member }) =>
    excludedRefusal(state, member!) ??
    joinPromotion(state, fixtures, member!, input.promotionId, () => db.commit()),
  signUpPromotionApply: ({ input, state, db, fixtures, member }) =>
    excludedRefusal(state, member!) ??
    applyToPromotion(state, fixtures, member!, input, () => db.commit()),
  signUpRequestReward: ({ input, state, db, fixtures, member }) =>
    claimPromotionReward(state, fixtures, member!, input.promotionId, () => db.commit()),
  claimRaffle: ({ input, state, db, fixtures, member }) => {
    const m = member!;
    const index = fixtures.content.raffles.findIndex((r) => r.raffleId === input.raffleId);
    const raffle = fixtures.content.raffles[index];
    if (!raffle) return fail(ErrorCodes.notFound, 'Raffle not found');
    const claimed = getRecord<{ prizeName: string; amount: number }>(
      state,
      'raffle',
      m.id,
      raffle.raffleId,
    );
    if (claimed) return { raffleId: raffle.raffleId, status: 'claimed' as const, ...claimed };
    // A raffle of the member's reward centre is drawn only while it is open.
    const listed = rewardItems(state, m).find((i) => i.raffleId === raffle.raffleId);
    const refused = listed ? claimRefusal(listed.status) : null;
    if (refused) return refused;
    const prize = raffle.prizes[(m.id + index) % raffle.prizes.length]!;
    putRecord(state, 'raffle', m.id, raffle.raffleId, {
      prizeName: prize.name,
      amount: prize.amount,
    });
    creditMain(state, m, prize.amount, 'BONUS', raffle.title, { bonusType: 'RAFFLE' });
    db.commit();
    return {
      raffleId: raffle.raffleId,
      status: 'claimed' as const,
      prizeName: prize.name,
      amount: prize.amount,
    };
  },
});
