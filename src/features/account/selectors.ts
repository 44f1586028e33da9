import type { RootState } from '@/app/store';

/** The forgot-password modal shows its email/mobile tabs only with CHNGPASSVERIF3 (spec 1 §2.12). */
export const selectPhoneRecoveryEnabled = (s: RootState) => s.system.flags.CHNGPASSVERIF3 === true;

export const selectChangePasswordPending = (s: RootState) => s.account.changePassword === 'pending';
export const selectForgotCodePending = (s: RootState) => s.account.forgotCode === 'pending';
export const selectForgotCountdown = (s: RootState) => s.account.forgotCountdown;
export const selectForgotEmailPending = (s: RootState) => s.account.forgotEmail === 'pending';
export const selectForgotPhonePending = (s: RootState) => s.account.forgotPhone === 'pending';
