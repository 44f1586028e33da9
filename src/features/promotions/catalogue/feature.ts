import type { LazyFeature } from '@/core/lazy-feature';
import { watchPromotions } from './sagas';
import { promotionsReducer } from './slice';

/** /promotions and /promoDetail (lazy): their state, saga and texts load with them. */
export const promotionsFeature: LazyFeature = {
  name: 'promotions',
  reducer: promotionsReducer,
  saga: watchPromotions,
  texts: ['promotions'],
};
