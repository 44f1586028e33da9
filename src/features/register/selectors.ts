import type { RootState } from '@/app/store';
import { type RegisterState, initialRegisterState } from './slice';

export const selectRegister = (s: RootState): RegisterState => s.register ?? initialRegisterState;

export const selectEffectiveRegisterRules = (s: RootState) =>
  selectRegister(s).rules ?? s.system.registerRules;
export const selectReferral = (s: RootState) => selectRegister(s).referral;
export const selectRegisterCaptcha = (s: RootState) => selectRegister(s).captcha;
export const selectRegisterPromotions = (s: RootState) => selectRegister(s).promotions;
export const selectRegisterSmsSeconds = (s: RootState) => selectRegister(s).smsSeconds;
export const selectRegisterSmsSending = (s: RootState) => selectRegister(s).smsSending;
export const selectRegisterSubmitting = (s: RootState) => selectRegister(s).submitting;
export const selectRegisterType = (s: RootState) => selectRegister(s).type;

/** The server's error for a field of the form, if any. */
export const selectFieldError = (s: RootState, name: string) => selectRegister(s).fieldErrors[name];
export const selectUsernameTaken = (s: RootState) => selectRegister(s).usernameTaken;
