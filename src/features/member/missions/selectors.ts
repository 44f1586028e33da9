import type { RootState } from '@/app/store';
import { initialMissionsState, type MissionsState } from './slice';

/** The mission page's state (its initial state until the feature is injected). */
export const selectMissions = (s: RootState): MissionsState => s.missions ?? initialMissionsState;
