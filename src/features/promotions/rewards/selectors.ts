import type { RootState } from '@/app/store';
import { initialRewardsState, type RewardsState } from './slice';

/** The reward centre's state (its initial state before the feature is injected). */
export const selectRewards = (s: RootState): RewardsState => s.rewards ?? initialRewardsState;
