import type { RootState } from '@/app/store';
import { initialWithdrawState, type WithdrawState } from './slice';

/** The withdrawal page's state (its initial state before the feature is injected). */
export const selectWithdraw = (s: RootState): WithdrawState => s.withdraw ?? initialWithdrawState;
export const selectWithdrawGate = (s: RootState) => selectWithdraw(s).gate;
export const selectWithdrawInfo = (s: RootState) => selectWithdraw(s).info;
export const selectWithdrawals = (s: RootState) => selectWithdraw(s).orders;
export const selectWithdrawSubmit = (s: RootState) => selectWithdraw(s).submit;
export const selectWithdrawConfirm = (s: RootState) => selectWithdraw(s).confirm;
