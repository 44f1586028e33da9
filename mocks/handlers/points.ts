import { ErrorCodes } from '../../src/api/contract/constants';
import { PointsErrorCodes } from '../../src/api/contract/constants';
import type { RedeemRecord } from '../../src/api/contract/points';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import {
  addRecord,
  getRecord,
  listRecords,
  newOrderNo,
  pageOf as page,
  putRecord,
} from './records';
import { paymentPasswordRefusal } from './money';
import { creditMain, depositTotal } from './wallet';

interface PointAccount {
  balance: number;
  earned: number;
  used: number;
}

/** Seeded redeem history of the demo accounts. */
const seededHistory = (fixtures: Fixtures, member: MockMember): RedeemRecord[] =>
  fixtures.content.redeemHistory[member.account] ?? [];

function pointAccount(state: MockState, fixtures: Fixtures, member: MockMember): PointAccount {
  const stored = getRecord<PointAccount>(state, 'points', member.id, 'account');
  if (stored) return stored;
  const used = seededHistory(fixtures, member)
    .filter((r) => r.status !== 'REJECTED')
    .reduce((sum, r) => sum + r.points * r.quantity, 0);
  const balance = member.type === 4 ? 0 : 1000 + ((member.id * 137) % 9000);
  return { balance, earned: balance + used, used };
}

/** Units of a good redeemed by everyone since the seed. */
const redeemedUnits = (state: MockState, rewardId: string) =>
  getRecord<number>(state, 'rewardStock', 0, rewardId) ?? 0;

export const pointsResolvers = defineResolvers({
  pointBalance: ({ state, fixtures, member }) => {
    const account = pointAccount(state, fixtures, member!);
    return { pointBalance: account.balance, totalEarned: account.earned, totalUsed: account.used };
  },

  pointReward: ({ input, state, fixtures }) => {
    const rows = fixtures.content.pointRewards
      .filter((r) => !input.category || r.category === input.category)
      .map((r) => ({
        ...r,
        availableQuantity: Math.max(0, r.availableQuantity - redeemedUnits(state, r.rewardId)),
      }));
    return page(rows, input.pageNo, input.pageSize);
  },

  redeemPointList: ({ input, state, fixtures, member }) => {
    const m = member!;
    const live = listRecords<RedeemRecord>(state, 'redeem', m.id).map((r) => r.data);
    const rows = [...live, ...seededHistory(fixtures, m)].filter(
      (r) => !input.status || r.status === input.status,
    );
    return page(rows, input.pageNo, input.pageSize);
  },

  pointConfig: ({ fixtures }) => fixtures.content.pointConfig,

  redeemPointReward: ({ input, state, db, fixtures, member }) => {
    const m = member!;
    if (m.type === 4) return fail(ErrorCodes.trialAccount, 'in_need_true_account');
    const wrong = paymentPasswordRefusal(m, input.password);
    if (wrong) return wrong;
    const reward = fixtures.content.pointRewards.find((r) => r.rewardId === input.rewardId);
    if (!reward) return fail(ErrorCodes.notFound, 'Reward not found');
    const available = reward.availableQuantity - redeemedUnits(state, reward.rewardId);
    if (available < input.quantity)
      return fail(PointsErrorCodes.outOfStock, 'Not enough stock left');
    if (reward.needAddress && (!input.address?.trim() || !input.phone?.trim())) {
      return fail(
        PointsErrorCodes.addressRequired,
        'Please fill in the receiving address and phone',
      );
    }
    if (depositTotal(state, m) < reward.amountRequired) {
      return fail(
        PointsErrorCodes.requirementNotMet,
        `A total deposit of ${reward.amountRequired} is required`,
      );
    }
    const account = pointAccount(state, fixtures, m);
    const cost = reward.pointsRequired * input.quantity;
    if (cost > account.balance)
      return fail(PointsErrorCodes.insufficientPoints, 'Insufficient points');

    const next = {
      balance: account.balance - cost,
      earned: account.earned,
      used: account.used + cost,
    };
    putRecord(state, 'points', m.id, 'account', next);
    putRecord(
      state,
      'rewardStock',
      0,
      reward.rewardId,
      redeemedUnits(state, reward.rewardId) + input.quantity,
    );
    // Bonus goods are credited at once; the others wait for approval.
    const status = reward.category === 'BONUS' ? 'APPROVED' : 'IN_PROCESS';
    if (status === 'APPROVED' && reward.bonusAmount)
      creditMain(state, m, reward.bonusAmount * input.quantity, 'BONUS', reward.name);
    const redeemId = newOrderNo('RD');
    const record: RedeemRecord = {
      redeemId,
      rewardId: reward.rewardId,
      rewardName: reward.name,
      imageUrl: reward.imageUrl,
      points: cost,
      quantity: input.quantity,
      address: input.address ?? null,
      phone: input.phone ?? null,
      remarks: input.remarks ?? null,
      status,
      createdAt: Date.now(),
      auditRemark: null,
    };
    addRecord(state, 'redeem', m.id, record, redeemId);
    db.commit();
    return { redeemId, status, pointBalance: next.balance };
  },

  convertPoint: ({ input, state, db, fixtures, member }) => {
    const m = member!;
    if (m.type === 4) return fail(ErrorCodes.trialAccount, 'in_need_true_account');
    const wrong = paymentPasswordRefusal(m, input.password);
    if (wrong) return wrong;
    const config = fixtures.content.pointConfig;
    if (input.points < config.minConvertPoints)
      return fail(
        PointsErrorCodes.belowMinimum,
        `Convert at least ${config.minConvertPoints} points`,
      );
    if (input.points > config.maxConvertPoints)
      return fail(
        ErrorCodes.badRequest,
        `Convert at most ${config.maxConvertPoints} points at once`,
      );
    const account = pointAccount(state, fixtures, m);
    if (input.points > account.balance)
      return fail(PointsErrorCodes.insufficientPoints, 'Insufficient points');
    const amount = Math.floor((input.points / config.exchangeRate) * 100) / 100;
    const next = {
      balance: account.balance - input.points,
      earned: account.earned,
      used: account.used + input.points,
    };
    putRecord(state, 'points', m.id, 'account', next);
    creditMain(state, m, amount, 'POINT_CONVERT', `${input.points} points`);
    db.commit();
    return { points: input.points, amount, pointBalance: next.balance, balance: m.balance };
  },
});
