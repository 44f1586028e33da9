import { createSlice } from '@reduxjs/toolkit';

// The auth feature's state (filled by its issue).
export type AuthState = Record<string, never>;

const authSlice = createSlice({
  name: 'auth',
  initialState: {} as AuthState,
  reducers: {},
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;
