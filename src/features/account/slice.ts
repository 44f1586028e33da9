import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the change-password form sends (spec 1 §3); `oldPassword` only when the field is shown. */
export interface ChangePasswordForm {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ForgotEmailForm {
  username: string;
  email: string;
}

export interface ForgotCodeForm {
  mobileNum: string;
  countryDialingCode?: string;
}

export interface ForgotPhoneForm extends ForgotCodeForm {
  verificationCode: string;
  newPassword: string;
}

type Status = 'idle' | 'pending';

// The account feature's state: passwords, free play, logout (spec 1 §2.11, §2.12, §4).
export interface AccountState {
  changePassword: Status;
  forgotEmail: Status;
  forgotPhone: Status;
  /** Sending the forgot-password SMS code. */
  forgotCode: Status;
  /** Seconds left before the code can be asked again (0: the button is usable). */
  forgotCountdown: number;
  freePlay: Status;
  logout: Status;
}

export const initialAccountState: AccountState = {
  changePassword: 'idle',
  forgotEmail: 'idle',
  forgotPhone: 'idle',
  forgotCode: 'idle',
  forgotCountdown: 0,
  freePlay: 'idle',
  logout: 'idle',
};

const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    /** The free-demo / free-trial buttons (FREEPLAY3). */
    freePlayRequested() {},
    /** Sign out: confirm, then end the session (spec 1 §4). */
    logoutRequested() {},

    /**
     * Opens the change-password modal for `account`. `password` is the one just typed at login,
     * when the caller has it: it is kept in the account saga's memory only (never in the state or
     * in storage) and sent as the old password, so the modal does not ask for it (spec 1 §2.11).
     */
    changePasswordPrompted(
      _state,
      _action: PayloadAction<{
        account: string;
        password?: string;
        reason?: 'default' | 'expired';
      }>,
    ) {},
    changePasswordSubmitted(_state, _action: PayloadAction<ChangePasswordForm>) {},
    forgotEmailSubmitted(_state, _action: PayloadAction<ForgotEmailForm>) {},
    forgotCodeRequested(_state, _action: PayloadAction<ForgotCodeForm>) {},
    forgotPhoneSubmitted(_state, _action: PayloadAction<ForgotPhoneForm>) {},
    /** A workflow started or ended (disabled buttons); set by the sagas, so ignored submits change nothing. */
    statusChanged(
      state,
      action: PayloadAction<{
        flow: Exclude<keyof AccountState, 'forgotCountdown'>;
        status: Status;
      }>,
    ) {
      state[action.payload.flow] = action.payload.status;
    },
    forgotCountdownTicked(state, action: PayloadAction<number>) {
      state.forgotCountdown = action.payload;
    },
  },
});

export const accountActions = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
