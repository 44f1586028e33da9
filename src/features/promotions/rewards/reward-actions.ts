import type { RewardItem } from '@/api/contract/promotions';
import type { RewardAction } from './slice';

/**
 * The one action an item offers, by its kind and state (spec 2 §4 states): a reward to claim is
 * claimed, a red envelope opened, a raffle drawn; a sign-up promotion not yet joined is joined.
 * Every other state (joined, applying, in process, issued, claimed, rejected, closed, coming
 * soon) only says where the item stands.
 */
export function actionOf(item: RewardItem): RewardAction | null {
  if (item.status === 'join') return item.promotionId ? 'join' : null;
  if (item.status !== 'claim') return null;
  if (item.kind === 'RED_ENVELOPE') return 'open';
  if (item.kind === 'RAFFLE') return item.raffleId ? 'draw' : null;
  return 'claim';
}

/** Whether the action pays money into the main wallet (the header's balance is asked again). */
export const paysOut = (action: RewardAction) => action !== 'join';
