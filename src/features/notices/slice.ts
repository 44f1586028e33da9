import { createSlice } from '@reduxjs/toolkit';

// The notices feature's state (filled by its issue).
export type NoticesState = Record<string, never>;

const noticesSlice = createSlice({
  name: 'notices',
  initialState: {} as NoticesState,
  reducers: {},
});

export const noticesActions = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;
