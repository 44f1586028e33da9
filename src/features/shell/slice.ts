import { createSlice } from '@reduxjs/toolkit';

// The shell feature's state (filled by its issue).
export type ShellState = Record<string, never>;

const shellSlice = createSlice({
  name: 'shell',
  initialState: {} as ShellState,
  reducers: {},
});

export const shellActions = shellSlice.actions;
export const shellReducer = shellSlice.reducer;
