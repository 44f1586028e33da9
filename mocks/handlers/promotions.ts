/** Promotions: sign-up promotions and raffles (spec 2 §4). */
import { ErrorCodes, PromotionErrorCodes } from '../../src/api/contract/constants';
import type { PromotionState } from '../../src/api/contract/promotions';
import { FIXTURE_REF_DATE } from '../../fixtures/faker';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers, fail, MockFailure } from './define';
import { getRecord, putRecord } from './records';
import { creditMain } from './wallet';

const trialRefused = () => fail(ErrorCodes.trialAccount, 'in_need_true_account');

function findPromotion(fixtures: Fixtures, id: string | number) {
  const promotion = fixtures.content.promotion.find((p) => String(p.id) === String(id));
  if (!promotion) return fail(ErrorCodes.notFound, 'Promotion not found');
  // Catalogue dates are relative to the fixture reference date.
  if ((promotion.endTime ?? Infinity) < FIXTURE_REF_DATE)
    return fail(PromotionErrorCodes.promotionClosed, 'The promotion has ended');
  return promotion;
}

/** A real member's promotion and where they stand with it (trial accounts and unknown ids refused). */
function memberPromotion(
  state: MockState,
  fixtures: Fixtures,
  m: MockMember,
  promotionId: string | number,
) {
  if (m.type === 4) return trialRefused();
  const promotion = findPromotion(fixtures, promotionId);
  if (promotion instanceof MockFailure) return promotion;
  const id = String(promotion.id);
  return { m, promotion, id, current: getRecord<PromotionState>(state, 'promotion', m.id, id) };
}

export const promotionsResolvers = defineResolvers({
  signUpPromotionJoin: ({ input, state, db, fixtures, member }) => {
    const found = memberPromotion(state, fixtures, member!, input.promotionId);
    if (found instanceof MockFailure) return found;
    const { m, id, current } = found;
    if (!current) {
      putRecord<PromotionState>(state, 'promotion', m.id, id, 'joined');
      db.commit();
    }
    return { promotionId: id, status: current ?? 'joined' };
  },
  signUpRequestReward: ({ input, state, db, fixtures, member }) => {
    const found = memberPromotion(state, fixtures, member!, input.promotionId);
    if (found instanceof MockFailure) return found;
    const { m, promotion, id, current } = found;
    if (current && current !== 'joined') return { promotionId: id, status: current };
    if (promotion.joinRequired && current !== 'joined')
      return fail(PromotionErrorCodes.promotionNotJoined, 'Please join the promotion first');
    putRecord<PromotionState>(state, 'promotion', m.id, id, 'applying');
    db.commit();
    return { promotionId: id, status: 'applying' as const };
  },
  claimRaffle: ({ input, state, db, fixtures, member }) => {
    const m = member!;
    if (m.type === 4) return trialRefused();
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
