import { createSlice } from '@reduxjs/toolkit';

// The account feature's state (filled by its issue).
export type AccountState = Record<string, never>;

const accountSlice = createSlice({
  name: 'account',
  initialState: {} as AccountState,
  reducers: {},
});

export const accountActions = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
