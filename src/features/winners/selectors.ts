import type { RankType } from '@/api/contract/constants';
import type { RootState } from '@/app/store';
import { emptyBoard, initialWinnersState, type WinnersState } from './slice';

/** The winners state; its initial state until the feature is injected. */
export const selectWinners = (s: RootState): WinnersState => s.winners ?? initialWinnersState;

export const selectBoard = (s: RootState, rankType: RankType) =>
  selectWinners(s).boards[rankType] ?? emptyBoard;
