import type { LazyFeature } from '@/core/lazy-feature';
import { watchResponsible } from './sagas';
import { responsibleReducer } from './slice';

export { realityCheckFlow } from './sagas';

/** Responsible gaming (member centre `responsible`, lazy; issue 30): its state, saga and texts. */
export const responsibleFeature: LazyFeature = {
  name: 'responsible',
  reducer: responsibleReducer,
  saga: watchResponsible,
  texts: ['responsible'],
};

/** The module's feature, for `lazyWorker` (the reality check, started after a login). */
export const feature = responsibleFeature;
