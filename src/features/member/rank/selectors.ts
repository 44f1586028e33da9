import type { RootState } from '@/app/store';
import { initialPlayerRankState, type PlayerRankState } from './slice';

/** The player rank feature's state (its initial state until the feature is injected). */
export const selectPlayerRank = (s: RootState): PlayerRankState =>
  s.playerRank ?? initialPlayerRankState;
