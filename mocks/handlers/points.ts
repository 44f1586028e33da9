import { ErrorCodes, PointsErrorCodes } from '../../src/api/contract/constants';
import { mockNow } from '../../fixtures/clock';
import type { PointDetail, PointReward, RedeemRecord } from '../../src/api/contract/points';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { LAST_UNIT_REWARD, seededPointDetails } from '../fixtures/points';
import { defineResolvers, fail } from './define';
import { paymentPasswordRefusal } from './ledger';
import {
  addRecord,
  getRecord,
  listRecords,
  newOrderNo,
  pageOf as page,
  putRecord,
} from './records';
import { creditMain, depositTotal } from './wallet';

interface PointAccount {
  balance: number;
  earned: number;
  used: number;
}

/** Every good of the mall: the catalogue's and the one with its last unit. */
const goods = (fixtures: Fixtures): PointReward[] => [
  ...fixtures.content.pointRewards,
  LAST_UNIT_REWARD,
];

/** Seeded redeem history of the demo accounts. */
const seededHistory = (fixtures: Fixtures, member: MockMember): RedeemRecord[] =>
  fixtures.content.redeemHistory[member.account] ?? [];

const seededDetails = (fixtures: Fixtures, member: MockMember) =>
  seededPointDetails(member.account, seededHistory(fixtures, member));

/** The member's points: as last stored, else what the seeded details add up to (zero without). */
function pointAccount(state: MockState, fixtures: Fixtures, member: MockMember): PointAccount {
  const stored = getRecord<PointAccount>(state, 'points', member.id, 'account');
  if (stored) return stored;
  const rows = seededDetails(fixtures, member);
  const sum = (type: PointDetail['type']) =>
    rows.filter((r) => r.type === type).reduce((total, r) => total + r.points, 0);
  return { balance: rows[0]?.balance ?? 0, earned: sum('EARN'), used: sum('SPEND') };
}

/** Points spent (redeem, convert): the account and a details row, in one step. */
function spend(
  state: MockState,
  fixtures: Fixtures,
  member: MockMember,
  points: number,
  source: string,
  remark: string,
): number {
  const account = pointAccount(state, fixtures, member);
  const next = {
    balance: account.balance - points,
    earned: account.earned,
    used: account.used + points,
  };
  putRecord(state, 'points', member.id, 'account', next);
  const id = newOrderNo('PD');
  const row: PointDetail = {
    id,
    type: 'SPEND',
    points,
    balance: next.balance,
    source,
    remark,
    createdAt: mockNow(),
  };
  addRecord(state, 'pointDetail', member.id, row, id);
  return next.balance;
}

/** Units of a good redeemed by everyone since the seed (the stock is global). */
const redeemedUnits = (state: MockState, rewardId: string) =>
  getRecord<number>(state, 'rewardStock', 0, rewardId) ?? 0;

const available = (state: MockState, reward: PointReward) =>
  Math.max(0, reward.availableQuantity - redeemedUnits(state, reward.rewardId));

export const pointsResolvers = defineResolvers({
  pointBalance: ({ state, fixtures, member }) => {
    const account = pointAccount(state, fixtures, member!);
    return { pointBalance: account.balance, totalEarned: account.earned, totalUsed: account.used };
  },

  // Visitors too (no token): the goods with the stock left now.
  pointReward: ({ input, state, fixtures }) => {
    const rows = goods(fixtures)
      .filter((r) => !input.category || r.category === input.category)
      .map((r) => ({ ...r, availableQuantity: available(state, r) }));
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

  pointDetails: ({ input, state, fixtures, member }) => {
    const m = member!;
    const live = listRecords<PointDetail>(state, 'pointDetail', m.id).map((r) => r.data);
    const rows = [...live, ...seededDetails(fixtures, m)].filter(
      (r) => !input.type || r.type === input.type,
    );
    return page(rows, input.pageNo, input.pageSize);
  },

  pointConfig: ({ fixtures, scenario }) => ({
    ...fixtures.content.pointConfig,
    ...scenario.pointConfig,
  }),

  /**
   * Checked in this order, then the stock checked and taken in the same synchronous step (no
   * await between): of two members redeeming the last unit at once, one gets it and the other
   * is told it is out of stock.
   */
  redeemPointReward: ({ input, state, db, fixtures, member }) => {
    const m = member!;
    const refused = paymentPasswordRefusal(m, input.password);
    if (refused) return refused;
    const reward = goods(fixtures).find((r) => r.rewardId === input.rewardId);
    if (!reward) return fail(ErrorCodes.notFound, 'Reward not found');
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
    const cost = reward.pointsRequired * input.quantity;
    if (cost > pointAccount(state, fixtures, m).balance)
      return fail(PointsErrorCodes.insufficientPoints, 'Insufficient points');
    if (available(state, reward) < input.quantity)
      return fail(PointsErrorCodes.outOfStock, 'Not enough stock left');

    putRecord(
      state,
      'rewardStock',
      0,
      reward.rewardId,
      redeemedUnits(state, reward.rewardId) + input.quantity,
    );
    const pointBalance = spend(state, fixtures, m, cost, 'REDEEM', reward.name);
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
      createdAt: mockNow(),
      auditRemark: null,
    };
    addRecord(state, 'redeem', m.id, record, redeemId);
    db.commit();
    return { redeemId, status, pointBalance };
  },

  convertPoint: ({ input, state, db, fixtures, scenario, member }) => {
    const m = member!;
    const refused = paymentPasswordRefusal(m, input.password);
    if (refused) return refused;
    const config = { ...fixtures.content.pointConfig, ...scenario.pointConfig };
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
    if (input.points > pointAccount(state, fixtures, m).balance)
      return fail(PointsErrorCodes.insufficientPoints, 'Insufficient points');
    // Exact cents: whole points over the rate, rounded down to the cent.
    const amount = Math.floor((input.points * 100) / config.exchangeRate) / 100;
    const pointBalance = spend(state, fixtures, m, input.points, 'CONVERT', `${amount}`);
    creditMain(state, m, amount, 'POINT_CONVERT', `${input.points} points`);
    db.commit();
    return { points: input.points, amount, pointBalance, balance: m.balance };
  },
});
