import type { RootState } from '@/app/store';
import { initialPromotionsState, type PromotionsState } from './slice';

/** The promotions pages' state (its initial state before the feature is injected). */
export const selectPromotions = (s: RootState): PromotionsState =>
  s.promotions ?? initialPromotionsState;
