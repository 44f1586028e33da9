import type { RootState } from '@/app/store';
import { initialRebateState, type RebateState } from './slice';

/** The manual rebate page's state (its initial state before the feature is injected). */
export const selectRebate = (s: RootState): RebateState => s.rebate ?? initialRebateState;
