import { createSlice } from '@reduxjs/toolkit';

// The wallet feature's state (filled by its issue).
export type WalletState = Record<string, never>;

const walletSlice = createSlice({
  name: 'wallet',
  initialState: {} as WalletState,
  reducers: {},
});

export const walletActions = walletSlice.actions;
export const walletReducer = walletSlice.reducer;
