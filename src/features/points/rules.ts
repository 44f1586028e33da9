import { PointsErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import type {
  PointConfigValue,
  PointDetailType,
  PointReward,
  RedeemStatus,
} from '@/api/contract/points';
import { fromMinor } from '@/lib/money';

export type RewardCategory = PointReward['category'];

// The contract's lists as values (the contract module is zod: the app imports its types only).
/** Every category of goods, in the filter's order. */
export const REWARD_CATEGORIES = [
  'PHYSICAL',
  'VIRTUAL',
  'BONUS',
] as const satisfies readonly RewardCategory[];
/** Every redeem state (spec 2 §4). */
export const REDEEM_STATUSES = [
  'IN_PROCESS',
  'APPROVED',
  'REJECTED',
] as const satisfies readonly RedeemStatus[];
/** Points earned or spent. */
export const POINT_DETAIL_TYPES = ['EARN', 'SPEND'] as const satisfies readonly PointDetailType[];

/** The page's tabs, each at its own address (/pointMall?tab=history). */
export const POINT_TABS = ['goods', 'history', 'details', 'rules'] as const;
export type PointTab = (typeof POINT_TABS)[number];
export const tabOf = (value: string | null): PointTab =>
  POINT_TABS.find((t) => t === value) ?? 'goods';

/** Rows per page of the goods, the history and the details. */
export const PAGE_SIZE = 12;
/** The longest remark of a redemption (spec 2 §3). */
export const REMARKS_MAX = 140;
/** The most units of one good in one redemption (the contract's limit). */
export const QUANTITY_MAX = 99;

/** The cash that `points` convert to at the rate (points per unit), rounded down to the cent. */
export const cashOf = (points: number, exchangeRate: number) =>
  fromMinor(Math.floor((points * 100) / exchangeRate));

/** The most units the member may ask for: the stock left, within the contract's limit. */
export const maxQuantity = (reward: PointReward) =>
  Math.min(reward.availableQuantity, QUANTITY_MAX);

export type RedeemField = 'quantity' | 'address' | 'phone' | 'remarks' | 'password';
export type RedeemProblem =
  | 'quantityInvalid'
  | 'quantityAboveStock'
  | 'required'
  | 'phoneInvalid'
  | 'remarksTooLong';

/** What is wrong with the redeem form before it is sent, by field (nothing: it may go). */
export function checkRedeem(
  reward: PointReward,
  input: { quantity: string; address: string; phone: string; remarks: string; password: string },
): Partial<Record<RedeemField, RedeemProblem>> {
  const problems: Partial<Record<RedeemField, RedeemProblem>> = {};
  const quantity = Number(input.quantity);
  if (!/^\d+$/.test(input.quantity.trim()) || quantity < 1) problems.quantity = 'quantityInvalid';
  else if (quantity > maxQuantity(reward)) problems.quantity = 'quantityAboveStock';
  if (reward.needAddress) {
    if (!input.address.trim()) problems.address = 'required';
    if (!input.phone.trim()) problems.phone = 'required';
    else if (!/^\+?[\d\s-]{6,30}$/.test(input.phone.trim())) problems.phone = 'phoneInvalid';
  }
  if (input.remarks.length > REMARKS_MAX) problems.remarks = 'remarksTooLong';
  if (!input.password) problems.password = 'required';
  return problems;
}

export type ConvertProblem = 'pointsInvalid' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/** What is wrong with the points to convert (null: they may go). */
export function checkConvert(
  text: string,
  config: Pick<PointConfigValue, 'minConvertPoints' | 'maxConvertPoints'>,
  balance: number | null,
): { ok: true; points: number } | { ok: false; problem: ConvertProblem } {
  if (!/^\d+$/.test(text.trim())) return { ok: false, problem: 'pointsInvalid' };
  const points = Number(text.trim());
  if (points < config.minConvertPoints) return { ok: false, problem: 'belowMin' };
  if (points > config.maxConvertPoints) return { ok: false, problem: 'aboveMax' };
  if (balance !== null && points > balance) return { ok: false, problem: 'aboveBalance' };
  return { ok: true, points };
}

/** Where a refusal of the redeem or convert call is told: at a field, or under the form. */
export type RefusalPlace = RedeemField | 'points' | 'notice';

/** The server's refusals the page tells in its own words, with the place (text key, place). */
export type RefusalKey =
  | 'wrongPassword'
  | 'noPaymentPassword'
  | 'insufficientPoints'
  | 'requirementNotMet'
  | 'outOfStock'
  | 'addressRequired'
  | 'belowMinimum';
export const REFUSALS: Partial<Record<string, { key: RefusalKey; place: RefusalPlace }>> = {
  [WalletErrorCodes.wrongPassword]: { key: 'wrongPassword', place: 'password' },
  [WalletErrorCodes.passwordNotSet]: { key: 'noPaymentPassword', place: 'notice' },
  [PointsErrorCodes.insufficientPoints]: { key: 'insufficientPoints', place: 'notice' },
  [PointsErrorCodes.requirementNotMet]: { key: 'requirementNotMet', place: 'notice' },
  [PointsErrorCodes.outOfStock]: { key: 'outOfStock', place: 'notice' },
  [PointsErrorCodes.addressRequired]: { key: 'addressRequired', place: 'address' },
  [PointsErrorCodes.belowMinimum]: { key: 'belowMinimum', place: 'points' },
};

/** Points with thousands separators. */
export const formatPoints = (points: number) => points.toLocaleString('en-US');
