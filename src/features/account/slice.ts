import { createSlice } from '@reduxjs/toolkit';

// The account feature's state: passwords, free play, logout (filled by the authentication issue).
export type AccountState = Record<string, never>;

const accountSlice = createSlice({
  name: 'account',
  initialState: {} as AccountState,
  reducers: {
    /** The free-demo / free-trial buttons (FREEPLAY3). */
    freePlayRequested() {},
    /** Sign out: confirm, then end the session (spec 1 §4). */
    logoutRequested() {},
  },
});

export const accountActions = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
