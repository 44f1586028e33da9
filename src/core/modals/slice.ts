import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The modals of spec 1 §2.7, plus those of the game launch (spec 2 §4): the vendor's game popup
 * list, the PVP room list, the games suggested for one under maintenance, the 'starting' notice.
 */
export type ModalName =
  | 'loginPopupModal'
  | 'registerModal'
  | 'registerSuccessModal'
  | 'changePassModal'
  | 'forgetPassModal'
  | 'noticeModal'
  | 'helpModal'
  | 'gamePopup'
  | 'pvpRooms'
  | 'gameSuggestions'
  | 'gameLaunching'
  | 'realityCheck';

export interface OpenModal {
  name: ModalName;
  /** Serialisable options of the modal (e.g. the login popup's mode and variant). */
  props: Record<string, string | number | boolean | null>;
}

export interface ModalsState {
  /** Open modals, last on top. */
  stack: OpenModal[];
}

const modalsSlice = createSlice({
  name: 'modals',
  initialState: { stack: [] } as ModalsState,
  reducers: {
    /** Opens a modal (or updates its props and brings it to the top when already open). */
    opened(state, action: PayloadAction<{ name: ModalName; props?: OpenModal['props'] }>) {
      const rest = state.stack.filter((m) => m.name !== action.payload.name);
      rest.push({ name: action.payload.name, props: action.payload.props ?? {} });
      state.stack = rest;
    },
    closed(state, action: PayloadAction<ModalName>) {
      state.stack = state.stack.filter((m) => m.name !== action.payload);
    },
    allClosed(state) {
      state.stack = [];
    },
  },
});

export const modalsActions = modalsSlice.actions;
export const modalsReducer = modalsSlice.reducer;
