/**
 * Sign-up promotions (/promotions, /promoDetail; spec 2 §4, §5): the member's state in each
 * promotion of the announcements' list, joining, the activity application and the reward claim.
 * The state is derived in one place: before the start coming soon, after the end closed (what was
 * issued, claimed or rejected stays), else what the member did (records kind 'promotion', shared
 * with the reward centre), else the seeded state, else join (joinRequired) or joined. Catalogue
 * dates are relative to the fixture reference date, so the states are the same on every machine.
 */
import { ErrorCodes, PromotionErrorCodes } from '../../src/api/contract/constants';
import type { Promotion } from '../../src/api/contract/notices';
import type { PromotionState } from '../../src/api/contract/promotions';
import { signUpTermsOf } from '../../src/lib/promotion-terms';
import { FIXTURE_REF_DATE } from '../../fixtures/faker';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { fail, MockFailure } from './define';
import { addRecord, getRecord, putRecord } from './records';
import { creditMain } from './wallet';

interface SignUpSeed {
  status: PromotionState;
  /** The reward (credited on claim for state claim). */
  amount?: number;
}

/** player1 stands in every state across the catalogue; everyone else starts from the defaults. */
const SIGN_UP_SEEDS: Record<string, Record<string, SignUpSeed>> = {
  player1: {
    'PRM-101': { status: 'claimed', amount: 100 },
    'PRM-102': { status: 'claim', amount: 58 },
    'PRM-104': { status: 'in_process', amount: 30 },
    'PRM-105': { status: 'issued', amount: 12.5 },
    'PRM-106': { status: 'rejected' },
    'PRM-107': { status: 'joined' },
    'PRM-108': { status: 'applying' },
  },
};

/** States that stay after the promotion ended. */
const FINAL: PromotionState[] = ['issued', 'claimed', 'rejected'];

/** The member's state in a promotion and its amount, derived as described above. */
export function promotionStateOf(state: MockState, m: MockMember, promotion: Promotion) {
  const id = String(promotion.id);
  const seed = SIGN_UP_SEEDS[m.account]?.[id];
  const done = getRecord<PromotionState>(state, 'promotion', m.id, id);
  const claim = getRecord<{ amount: number }>(state, 'promotion-claim', m.id, id);
  const fallback: PromotionState = promotion.joinRequired ? 'join' : 'joined';
  let status: PromotionState = done ?? seed?.status ?? fallback;
  if ((promotion.startTime ?? -Infinity) > FIXTURE_REF_DATE) status = 'coming_soon';
  else if ((promotion.endTime ?? Infinity) < FIXTURE_REF_DATE && !FINAL.includes(status))
    status = 'closed';
  return { promotionId: id, status, amount: claim?.amount ?? seed?.amount ?? null };
}

/** A member's promotion and their state in it (unknown ids refused; trial accounts never come here). */
function memberPromotion(
  state: MockState,
  fixtures: Fixtures,
  m: MockMember,
  promotionId: string | number,
) {
  const promotion = fixtures.content.promotion.find((p) => String(p.id) === String(promotionId));
  if (!promotion) return fail(ErrorCodes.notFound, 'Promotion not found');
  return { promotion, ...promotionStateOf(state, m, promotion) };
}

/** Why the member can not join (or apply to) a promotion in this state, or null. */
function joinRefusal(status: PromotionState) {
  if (status === 'join') return null;
  if (status === 'closed')
    return fail(PromotionErrorCodes.promotionClosed, 'The promotion has ended');
  if (status === 'coming_soon')
    return fail(PromotionErrorCodes.notStarted, 'The promotion has not started yet');
  return fail(PromotionErrorCodes.alreadyJoined, 'You have already joined this promotion');
}

/** Why a reward (of the reward centre or a promotion) can not be claimed now, or null. */
export function claimRefusal(status: PromotionState) {
  if (status === 'claim') return null;
  if (status === 'claimed' || status === 'issued')
    return fail(PromotionErrorCodes.alreadyClaimed, 'This reward has already been claimed');
  if (status === 'closed')
    return fail(PromotionErrorCodes.promotionClosed, 'The promotion has ended');
  return fail(PromotionErrorCodes.notClaimable, 'This reward can not be claimed now');
}

/**
 * Takes part in a promotion in state join: joining (no application asked; state joined) or the
 * activity application (one asked; state applying, the application kept).
 */
function enterPromotion(
  state: MockState,
  fixtures: Fixtures,
  m: MockMember,
  promotionId: string | number,
  application: { comment: string; images: string[] } | null,
  commit: () => void,
) {
  const found = memberPromotion(state, fixtures, m, promotionId);
  if (found instanceof MockFailure) return found;
  const refused = joinRefusal(found.status);
  if (refused) return refused;
  const asked = signUpTermsOf(found.promotion).applicationRequired;
  if (asked && !application)
    return fail(PromotionErrorCodes.applicationRequired, 'This promotion needs an application');
  if (!asked && application)
    return fail(ErrorCodes.badRequest, 'This promotion takes no application: join it');
  const status = application ? ('applying' as const) : ('joined' as const);
  putRecord<PromotionState>(state, 'promotion', m.id, found.promotionId, status);
  if (application)
    addRecord(state, 'promotion-application', m.id, {
      promotionId: found.promotionId,
      comment: application.comment,
      imageCount: application.images.length,
      ageConfirmed: true,
    });
  commit();
  return { promotionId: found.promotionId, status, amount: found.amount };
}

/** Joins a promotion that asks for no application: state joined. */
export const joinPromotion = (
  state: MockState,
  fixtures: Fixtures,
  m: MockMember,
  promotionId: string | number,
  commit: () => void,
) => enterPromotion(state, fixtures, m, promotionId, null, commit);

/** The activity application of a promotion that asks for one: state applying. */
export const applyToPromotion = (
  state: MockState,
  fixtures: Fixtures,
  m: MockMember,
  {
    promotionId,
    ...application
  }: { promotionId: string | number; comment: string; images: string[] },
  commit: () => void,
) => enterPromotion(state, fixtures, m, promotionId, application, commit);

/** Claims the reward of a promotion in state claim: credited to the main wallet, state claimed. */
export function claimPromotionReward(
  state: MockState,
  fixtures: Fixtures,
  m: MockMember,
  promotionId: string | number,
  commit: () => void,
) {
  const found = memberPromotion(state, fixtures, m, promotionId);
  if (found instanceof MockFailure) return found;
  const { promotion, status, amount } = found;
  const refused = claimRefusal(status);
  if (refused) return refused;
  putRecord<PromotionState>(state, 'promotion', m.id, found.promotionId, 'claimed');
  putRecord(state, 'promotion-claim', m.id, found.promotionId, { amount: amount ?? 0 });
  if (amount) creditMain(state, m, amount, 'BONUS', promotion.title, { bonusType: 'PROMOTION' });
  commit();
  return { promotionId: found.promotionId, status: 'claimed' as const, amount };
}
