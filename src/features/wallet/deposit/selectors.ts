import type { RootState } from '@/app/store';
import { initialDepositState, type DepositState } from './slice';

/** The deposit page's state (its initial state before the feature is injected). */
export const selectDeposit = (s: RootState): DepositState => s.deposit ?? initialDepositState;
export const selectDepositChannels = (s: RootState) => selectDeposit(s).channels;
export const selectDepositOrders = (s: RootState) => selectDeposit(s).orders;
export const selectDepositSubmit = (s: RootState) => selectDeposit(s).submit;
export const selectDepositGate = (s: RootState) => selectDeposit(s).gate;
