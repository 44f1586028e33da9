import { ErrorCodes } from '../../src/api/contract/define';
import { HomeErrorCodes, type PromotionState } from '../../src/api/contract/home';
import type { ContractOffer, ContractType } from '../../src/api/contract/wallet';
import { FIXTURE_REF_DATE } from '../../fixtures/faker';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockDb, MockState } from '../db/state';
import { defineResolvers, fail, MockFailure } from './define';
import { addRecord, creditMain, getRecord, memberContracts, newOrderNo, putRecord } from './wallet';

/** Largest image of a feedback (spec 2 §5: 5 MB, png or jpg). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const trialRefused = () => fail(ErrorCodes.trialAccount, 'in_need_true_account');

function findPromotion(fixtures: Fixtures, id: string | number) {
  const promotion = fixtures.content.promotion.find((p) => String(p.id) === String(id));
  if (!promotion) return fail(ErrorCodes.notFound, 'Promotion not found');
  // Catalogue dates are relative to the fixture reference date.
  if ((promotion.endTime ?? Infinity) < FIXTURE_REF_DATE)
    return fail(HomeErrorCodes.promotionClosed, 'The promotion has ended');
  return promotion;
}

interface ContractCtx {
  input: { contractId: string; action: 'accept' | 'reject' | 'terminate' };
  state: MockState;
  db: MockDb;
  fixtures: Fixtures;
  member: MockMember | null;
}

/** Accept, reject or terminate one of the member's contracts of the given type. */
function processContract(type: ContractType, { input, state, db, fixtures, member }: ContractCtx) {
  const m = member!;
  if (m.type === 4) return trialRefused();
  const contract = memberContracts(state, fixtures, m).find(
    (c) => c.contractType === type && c.contractId === input.contractId,
  );
  if (!contract) return fail(ErrorCodes.notFound, 'Contract not found');
  const transitions: Record<
    typeof input.action,
    [from: ContractOffer['status'][], to: ContractOffer['status']]
  > = {
    accept: [['pending', 'accepted'], 'accepted'],
    reject: [['pending', 'rejected'], 'rejected'],
    terminate: [['accepted', 'terminating'], 'terminating'],
  };
  const [allowed, next] = transitions[input.action];
  if (!allowed.includes(contract.status)) {
    const verb = { accept: 'accepted', reject: 'rejected', terminate: 'terminated' }[input.action];
    return fail(
      HomeErrorCodes.contractState,
      `The contract is ${contract.status} and cannot be ${verb}`,
    );
  }
  putRecord(state, 'contract', m.id, type, next);
  db.commit();
  return { contractId: contract.contractId, contractType: type, status: next };
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

export const homeResolvers = defineResolvers({
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
      return fail(HomeErrorCodes.promotionNotJoined, 'Please join the promotion first');
    putRecord<PromotionState>(state, 'promotion', m.id, id, 'applying');
    db.commit();
    return { promotionId: id, status: 'applying' as const };
  },

  processDividend: (ctx) => processContract('dividend', ctx),
  processDailySalary: (ctx) => processContract('dailySalary', ctx),
  processHourSalary: (ctx) => processContract('hourlySalary', ctx),
  processRealTimeSalary: (ctx) => processContract('realTimeSalary', ctx),

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
    creditMain(state, m, prize.amount, 'BONUS', raffle.title);
    db.commit();
    return {
      raffleId: raffle.raffleId,
      status: 'claimed' as const,
      prizeName: prize.name,
      amount: prize.amount,
    };
  },

  feedback: ({ input, state, db, member }) => {
    for (const image of input.images ?? []) {
      const data = /^data:image\/(png|jpe?g);base64,(.*)$/i.exec(image);
      const isFile = /\.(png|jpe?g)(\?.*)?$/i.test(image);
      if (!data && !isFile) return fail(ErrorCodes.badRequest, 'Images must be png or jpg');
      if (data && Math.floor((data[2]!.length * 3) / 4) > MAX_IMAGE_BYTES)
        return fail(ErrorCodes.badRequest, 'Each image must be at most 5 MB');
    }
    const feedbackId = newOrderNo('FB');
    addRecord(state, 'feedback', member!.id, { ...input, feedbackId }, feedbackId);
    db.commit();
    return { feedbackId };
  },
});
