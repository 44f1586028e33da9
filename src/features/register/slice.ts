import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FieldRule } from '@/api/contract/system';
import type { Promotion } from '@/api/contract/notices';
import type { LoadStatus } from '@/core/loaded-part';

/** Username or mobile registration (spec 1 §2.9 tabs). */
export type RegisterType = 'username' | 'mobile';

/** The form's values: the 18 fields of spec 1 §2.10 plus the dialing code, all text. */
export type RegisterValues = Partial<Record<string, string>>;

/** The feature's state (a lazy feature: injected with the register page or popups). */
export interface RegisterState {
  /** Server rules by field (GET /wps/system/setting/register), fetched once per session. */
  rules: Record<string, FieldRule> | null;
  rulesStatus: LoadStatus;
  /** The chosen registration tab. */
  type: RegisterType;
  /** The captcha image as a data URL. */
  captcha: string | null;
  /** The URL's referralCode and what the affiliate check said (null: not checked yet). */
  referral: { code: string | null; valid: boolean | null };
  /** Seconds left of the SMS resend countdown (0: the button is available). */
  smsSeconds: number;
  smsSending: boolean;
  submitting: boolean;
  /** Field errors of the last submit (from the flow's validation or the server). */
  fieldErrors: Partial<Record<string, string>>;
  /** Promotions of category new_player for the register page's swiper. */
  promotions: Promotion[];
  /** A username the availability check said is taken (told at the field before submitting). */
  usernameTaken: string | null;
}

export const initialRegisterState: RegisterState = {
  rules: null,
  rulesStatus: 'idle',
  type: 'username',
  captcha: null,
  referral: { code: null, valid: null },
  smsSeconds: 0,
  smsSending: false,
  submitting: false,
  fieldErrors: {},
  promotions: [],
  usernameTaken: null,
};

export interface SubmitPayload {
  type: RegisterType;
  values: RegisterValues;
  /** The address the form was filled in on (sent as registerUrl). */
  registerUrl: string;
}

const registerSlice = createSlice({
  name: 'register',
  initialState: initialRegisterState,
  reducers: {
    /** A registration form mounted (page, modal or the login popup's register view). */
    formOpened() {},
    /** The form unmounted: any SMS countdown stops. */
    formClosed(state) {
      state.smsSeconds = 0;
      state.smsSending = false;
      state.fieldErrors = {};
    },
    typeChanged(state, action: PayloadAction<RegisterType>) {
      state.type = action.payload;
      state.fieldErrors = {};
    },
    rulesRequested(state) {
      state.rulesStatus = 'loading';
    },
    rulesLoaded(state, action: PayloadAction<Record<string, FieldRule>>) {
      state.rules = action.payload;
      state.rulesStatus = 'loaded';
    },
    rulesFailed(state) {
      state.rulesStatus = 'failed';
    },
    referralResolved(state, action: PayloadAction<RegisterState['referral']>) {
      state.referral = action.payload;
    },
    /** Click on the captcha image (throttled to one a second). */
    captchaRequested() {},
    captchaLoaded(state, action: PayloadAction<string | null>) {
      state.captcha = action.payload;
    },
    smsCodeRequested(
      _state,
      _action: PayloadAction<{ mobileNo: string; countryDialingCode: string }>,
    ) {},
    smsSendStarted(state) {
      state.smsSending = true;
    },
    smsSendFinished(state) {
      state.smsSending = false;
    },
    smsTicked(state, action: PayloadAction<number>) {
      state.smsSeconds = action.payload;
    },
    submitted(state, _action: PayloadAction<SubmitPayload>) {
      state.submitting = true;
      state.fieldErrors = {};
    },
    submitFinished(state, action: PayloadAction<RegisterState['fieldErrors'] | undefined>) {
      state.submitting = false;
      state.fieldErrors = action.payload ?? {};
    },
    /** The username field holds a name that passes its rule ('' when it does not): checked after a pause. */
    usernameChanged(_state, _action: PayloadAction<string>) {},
    /** What the availability check said of a name; null when it is free or could not be told. */
    usernameChecked(state, action: PayloadAction<string | null>) {
      state.usernameTaken = action.payload;
    },
    promotionsRequested() {},
    promotionsLoaded(state, action: PayloadAction<Promotion[]>) {
      state.promotions = action.payload;
    },
  },
});

export const registerActions = registerSlice.actions;
export const registerReducer = registerSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    register: RegisterState;
  }
}

/** The register state (its initial state until the feature loads). */
