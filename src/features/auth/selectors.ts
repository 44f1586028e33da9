import type { RootState } from '@/app/store';
import { type AuthState, initialAuthState } from './slice';

export const selectAuth = (s: RootState): AuthState => s.auth ?? initialAuthState;

export const selectAuthError = (s: RootState) => selectAuth(s).error;
export const selectAuthSmsCountdown = (s: RootState) => selectAuth(s).smsCountdown;
export const selectAuthSmsSending = (s: RootState) => selectAuth(s).smsSending;
export const selectAuthSubmitting = (s: RootState) => selectAuth(s).submitting;
export const selectCaptchaImage = (s: RootState) => selectAuth(s).captchaImage;
export const selectCaptchaRequired = (s: RootState) => selectAuth(s).captchaRequired;
export const selectVerification = (s: RootState) => selectAuth(s).verification;
