import { createSlice } from '@reduxjs/toolkit';

// The chat feature's state (filled by its issue).
export type ChatState = Record<string, never>;

const chatSlice = createSlice({
  name: 'chat',
  initialState: {} as ChatState,
  reducers: {},
});

export const chatActions = chatSlice.actions;
export const chatReducer = chatSlice.reducer;
