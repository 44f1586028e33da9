import { createSlice } from '@reduxjs/toolkit';

// The register feature's state (filled by its issue).
export type RegisterState = Record<string, never>;

const registerSlice = createSlice({
  name: 'register',
  initialState: {} as RegisterState,
  reducers: {},
});

export const registerActions = registerSlice.actions;
export const registerReducer = registerSlice.reducer;
