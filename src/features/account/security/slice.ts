import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ActiveSession,
  LoginRecord,
  SecurityCenterValue,
  SocialProvider,
} from '@/api/contract/account';
import type { SecurityFailure } from './rules';
import { idlePart, partReducers, type Part } from '@/core/loaded-part';
import type { PageFailure } from '@/core/page-failure';

/** The two contacts bound with a code: the mobile number (SMS) and the e-mail. */
export type ContactKind = 'mobile' | 'email';
/** The page's forms, each with its own outcome. */
export type SecurityForm = ContactKind | 'paymentPassword' | 'social';

export interface FormOutcome {
  status: 'idle' | 'sending' | 'done' | 'failed';
  failure: SecurityFailure | null;
}

export interface CodeState {
  /** A code is being asked for. */
  sending: boolean;
  /** Seconds left before another code may be asked for (0: the button is available). */
  countdown: number;
  /** The last request failed (too many requests, a wrong number...). */
  failure: SecurityFailure | null;
}

export interface SecurityState {
  info: Part<SecurityCenterValue, SecurityFailure>;
  codes: Record<ContactKind, CodeState>;
  forms: Record<SecurityForm, FormOutcome>;
  /** Active sessions and the login history (issue 30; module SECSESSION3). */
  sessions: Part<ActiveSession[]>;
  history: Part<LoginRecord[]>;
  /** The session being ended ('others': all but this one), and why the last end failed. */
  ending: string | null;
  endFailure: PageFailure | null;
}

/** `ending` while every session but this one is being ended. */
export const ENDING_OTHERS = 'others';

const idleCode: CodeState = { sending: false, countdown: 0, failure: null };
const idleForm: FormOutcome = { status: 'idle', failure: null };

export const initialSecurityState: SecurityState = {
  info: { status: 'idle', value: null, failure: null },
  codes: { mobile: idleCode, email: idleCode },
  forms: { mobile: idleForm, email: idleForm, paymentPassword: idleForm, social: idleForm },
  sessions: idlePart(),
  history: idlePart(),
  ending: null,
  endFailure: null,
};

const sessionsPart = partReducers<SecurityState, ActiveSession[]>((s) => s.sessions);
const historyPart = partReducers<SecurityState, LoginRecord[]>((s) => s.history);

export interface BindRequest {
  kind: ContactKind;
  /** The new mobile number or e-mail, as typed. */
  value: string;
  verificationCode: string;
}

export interface PaymentPasswordRequest {
  /** Only when a payment password is set (changing it). */
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

const securitySlice = createSlice({
  name: 'security',
  initialState: initialSecurityState,
  reducers: {
    /** The page is shown: load what is bound and set; the last visit's outcomes go. */
    opened(state) {
      state.codes = initialSecurityState.codes;
      state.forms = initialSecurityState.forms;
      state.ending = null;
      state.endFailure = null;
    },
    /** The page left: countdowns and calls stop. */
    closed() {},
    /** Retry after a failed load. */
    infoRequested() {},
    infoLoading(state) {
      state.info = { ...state.info, status: 'loading', failure: null };
    },
    infoLoaded(state, action: PayloadAction<SecurityCenterValue>) {
      state.info = { status: 'loaded', value: action.payload, failure: null };
    },
    infoFailed(state, action: PayloadAction<SecurityFailure>) {
      state.info = { ...state.info, status: 'failed', failure: action.payload };
    },

    /** The get-code button of a contact form, for the number or e-mail typed. */
    codeRequested(_state, _action: PayloadAction<{ kind: ContactKind; value: string }>) {},
    codeSending(state, action: PayloadAction<ContactKind>) {
      state.codes[action.payload] = { sending: true, countdown: 0, failure: null };
    },
    codeFailed(state, action: PayloadAction<{ kind: ContactKind; failure: SecurityFailure }>) {
      state.codes[action.payload.kind] = {
        sending: false,
        countdown: 0,
        failure: action.payload.failure,
      };
    },
    countdownTicked(state, action: PayloadAction<{ kind: ContactKind; left: number }>) {
      const code = state.codes[action.payload.kind];
      code.sending = false;
      code.countdown = action.payload.left;
    },

    /** Bind (or change to) the typed mobile number or e-mail with its code. */
    bindSubmitted(_state, _action: PayloadAction<BindRequest>) {},
    paymentPasswordSubmitted(_state, _action: PayloadAction<PaymentPasswordRequest>) {},
    /** The member pressed link: the page asks to confirm first (it cannot be undone). */
    socialLinkRequested(_state, _action: PayloadAction<SocialProvider>) {},
    /** The load failure's login button (the session ended): the login popup. */
    loginAsked() {},
    /** The login password's change button: the account feature's change-password modal. */
    loginPasswordChangeRequested() {},

    formSending(state, action: PayloadAction<SecurityForm>) {
      state.forms[action.payload] = { status: 'sending', failure: null };
    },
    formDone(state, action: PayloadAction<SecurityForm>) {
      state.forms[action.payload] = { status: 'done', failure: null };
    },
    formFailed(state, action: PayloadAction<{ form: SecurityForm; failure: SecurityFailure }>) {
      state.forms[action.payload.form] = { status: 'failed', failure: action.payload.failure };
    },
    /** Active sessions: load (again: the retry), and their three states. */
    sessionsRequested() {},
    sessionsLoading: sessionsPart.loading,
    sessionsLoaded: sessionsPart.loaded,
    sessionsFailed: sessionsPart.failed,
    /** The login history: load (again: the retry), and its three states. */
    historyRequested() {},
    historyLoading: historyPart.loading,
    historyLoaded: historyPart.loaded,
    historyFailed: historyPart.failed,
    /** End one other session (its public id), or all but this one. */
    sessionEndRequested(_state, _action: PayloadAction<string>) {},
    otherSessionsEndRequested() {},
    endingChanged(state, action: PayloadAction<string | null>) {
      state.ending = action.payload;
      if (action.payload) state.endFailure = null;
    },
    endFailed(state, action: PayloadAction<PageFailure>) {
      state.ending = null;
      state.endFailure = action.payload;
    },

    /** A form was opened again or closed: its last outcome goes. */
    formCleared(state, action: PayloadAction<SecurityForm>) {
      state.forms[action.payload] = idleForm;
    },
  },
});

export const securityActions = securitySlice.actions;
export const securityReducer = securitySlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    security: SecurityState;
  }
}
