import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginCheckMethod } from '@/api/contract/auth';
import type { ChallengePurpose } from './challenge';

export type LoginType = 'username' | 'sms';

/** What the login forms submit (the saga trims and completes it). */
export interface LoginSubmission {
  type: LoginType;
  /** Account, or the mobile number for SMS login. */
  username: string;
  /** Password, or the SMS code for SMS login. */
  password: string;
  captcha?: string;
  countryDialingCode?: string;
  remember: boolean;
}

export type SocialProviderId = 'google' | 'facebook';

/** The anti-bot challenge on screen: a small sum to answer (mock provider). */
export interface ChallengeView {
  id: string;
  purpose: ChallengePurpose;
  a: number;
  b: number;
  /** The previous answer was wrong. */
  wrong: boolean;
  /** Counts the questions asked (a new one after a wrong answer). */
  round: number;
}

/** A message of the login popup: the server's text, or a catalogue key. */
export type AuthMessage = { message?: string; key?: string };

/**
 * The login side rule's check on screen (spec 2 §4): a login from an unregistered IP answers a
 * ticket and the method; the session opens once the member answers it.
 */
export interface VerificationView {
  ticket: string;
  method: LoginCheckMethod;
  /** Where the code went (masked mobile or email), for SMS and EMAIL. */
  target: string | null;
  /** The answer is being checked. */
  checking: boolean;
  /** Why the last answer (or code request) was refused. */
  error: AuthMessage | null;
  /** The code is being sent, and seconds left before it can be sent again (0: idle). */
  codeSending: boolean;
  countdown: number;
}

export interface AuthState {
  /** The login call is under way (challenge included). */
  submitting: boolean;
  /** Why the last login failed, shown in the form: the server's message, or a catalogue key. */
  error: { message?: string; key?: string } | null;
  /** The server demanded the image captcha. */
  captchaRequired: boolean;
  /** `data:image/png;base64,...` of the current captcha, once fetched. */
  captchaImage: string | null;
  captchaLoading: boolean;
  /** SMS login code: being sent, and seconds left before it can be sent again (0: idle). */
  smsSending: boolean;
  smsCountdown: number;
  /** Set after a login that did not need a password change (spec 1 §4). */
  afterLogin: boolean;
  /** The last login was the account's first (firstTimeLogin of the answer). */
  firstTimeLogin: boolean;
  challenge: ChallengeView | null;
  verification: VerificationView | null;
}

export const initialAuthState: AuthState = {
  submitting: false,
  error: null,
  captchaRequired: false,
  captchaImage: null,
  captchaLoading: false,
  smsSending: false,
  smsCountdown: 0,
  afterLogin: false,
  firstTimeLogin: false,
  challenge: null,
  verification: null,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The popup opened: a fresh form (no stale error or captcha). */
    popupOpened(state) {
      state.error = null;
      state.submitting = false;
      state.captchaRequired = false;
      state.captchaImage = null;
    },
    /** The user switched tabs or edited after an error. */
    errorCleared(state) {
      state.error = null;
    },
    loginRequested(state, _action: PayloadAction<LoginSubmission>) {
      state.submitting = true;
      state.error = null;
    },
    /** The user closed the anti-bot challenge: nothing sent. */
    loginCancelled(state) {
      state.submitting = false;
    },
    loginFailed(
      state,
      action: PayloadAction<{ message?: string; key?: string; captcha?: boolean }>,
    ) {
      const { captcha, ...error } = action.payload;
      state.submitting = false;
      state.error = error;
      if (captcha) state.captchaRequired = true;
    },
    loginSucceeded(state) {
      state.submitting = false;
      state.firstTimeLogin = false;
      state.error = null;
      state.captchaRequired = false;
      state.captchaImage = null;
    },
    /** First login of the account (the login answer's firstTimeLogin): for whoever listens. */
    firstLogin(state, _action: PayloadAction<{ userName: string }>) {
      state.firstTimeLogin = true;
    },
    /** The after-login flag of spec 1 §4 (no forced password change). */
    afterLoginSet(state, action: PayloadAction<boolean>) {
      state.afterLogin = action.payload;
    },
    captchaRequested(state) {
      state.captchaLoading = true;
    },
    captchaLoaded(state, action: PayloadAction<string>) {
      state.captchaLoading = false;
      state.captchaImage = action.payload;
    },
    captchaFailed(state) {
      state.captchaLoading = false;
    },
    smsCodeRequested(
      _state,
      _action: PayloadAction<{ mobileNum: string; countryDialingCode?: string }>,
    ) {},
    smsCodeSending(state) {
      state.smsSending = true;
    },
    smsCodeFailed(state) {
      state.smsSending = false;
    },
    smsCountdownTicked(state, action: PayloadAction<number>) {
      state.smsSending = false;
      state.smsCountdown = action.payload;
    },
    socialLoginRequested(
      state,
      _action: PayloadAction<{ provider: SocialProviderId; remember: boolean }>,
    ) {
      state.submitting = true;
      state.error = null;
    },
    challengeShown(state, action: PayloadAction<ChallengeView>) {
      state.challenge = action.payload;
    },
    challengeAnswered(_state, _action: PayloadAction<{ id: string; answer: string }>) {},
    challengeCancelled(_state, _action: PayloadAction<{ id: string }>) {},
    challengeClosed(state, action: PayloadAction<{ id: string }>) {
      if (state.challenge?.id === action.payload.id) state.challenge = null;
    },
    /** The login answered the side rule's check: its step replaces the login forms. */
    verificationStarted(
      state,
      action: PayloadAction<Pick<VerificationView, 'ticket' | 'method' | 'target'>>,
    ) {
      state.verification = {
        ...action.payload,
        checking: false,
        error: null,
        codeSending: false,
        countdown: 0,
      };
    },
    verificationAnswered(state, _action: PayloadAction<{ answer: string }>) {
      if (!state.verification) return;
      state.verification.checking = true;
      state.verification.error = null;
    },
    /** The answer (or the code request) was refused: the step stays, with why. */
    verificationRefused(state, action: PayloadAction<AuthMessage>) {
      if (!state.verification) return;
      state.verification.checking = false;
      state.verification.codeSending = false;
      state.verification.error = action.payload;
    },
    verificationCodeRequested(state) {
      if (!state.verification) return;
      state.verification.codeSending = true;
      state.verification.error = null;
    },
    verificationCountdownTicked(state, action: PayloadAction<number>) {
      if (!state.verification) return;
      state.verification.codeSending = false;
      state.verification.countdown = action.payload;
    },
    /** Back to the login forms (nothing sent). */
    verificationCancelled() {},
    /** The step is over (session opened, expired, cancelled or the popup closed). */
    verificationClosed(state) {
      state.verification = null;
    },
  },
  extraReducers: (builder) => {
    // A new session or its end clears the after-login flag and any countdown.
    builder.addCase('session/sessionEnded', (state) => {
      state.afterLogin = false;
      state.firstTimeLogin = false;
    });
  },
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    auth: AuthState;
  }
}

/** The auth state (its initial state until the feature loads). */
