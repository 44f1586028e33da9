import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A message box: a text from the catalogue (`key`, with `params`) or a server message (`text`).
 * `confirm` asks a question (confirm and cancel); the others have one confirm button.
 */
export interface Dialog {
  id: string;
  kind: 'info' | 'success' | 'warning' | 'error' | 'confirm';
  key?: string;
  params?: Record<string, string | number>;
  text?: string;
  titleKey?: string;
  confirmKey?: string;
}

export interface DialogsState {
  queue: Dialog[];
}

const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState: { queue: [] } as DialogsState,
  reducers: {
    shown(state, action: PayloadAction<Dialog>) {
      state.queue.push(action.payload);
    },
    answered(state, action: PayloadAction<{ id: string; confirmed: boolean }>) {
      state.queue = state.queue.filter((d) => d.id !== action.payload.id);
    },
  },
});

export const dialogsActions = dialogsSlice.actions;
export const dialogsReducer = dialogsSlice.reducer;
