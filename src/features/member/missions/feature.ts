import type { LazyFeature } from '@/core/lazy-feature';
import { watchMissions } from './sagas';
import { missionsReducer } from './slice';

/** The mission page (member centre `missionLeaderboard`, lazy): its state, saga and texts. */
export const missionsFeature: LazyFeature = {
  name: 'missions',
  reducer: missionsReducer,
  saga: watchMissions,
  texts: ['missions'],
};
