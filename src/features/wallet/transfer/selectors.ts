import type { RootState } from '@/app/store';
import { initialTransferState, type TransferState } from './slice';

/** The feature's state (its initial state before the feature is injected). */
export const selectTransfer = (s: RootState): TransferState => s.transfer ?? initialTransferState;

export const selectUplineAccount = (s: RootState) =>
  s.session.member?.toUpline ? (s.session.member.uplineAccount ?? null) : null;
