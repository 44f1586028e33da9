import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';

export type Theme = 'dark' | 'light';
/** Local-storage key of the theme. */
export const THEME_STORAGE_KEY = 'theme';

export interface PreferencesState {
  theme: Theme;
  language: string;
}

export const initialPreferencesState: PreferencesState = {
  theme: 'light',
  language: DEFAULT_LANGUAGE,
};

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    /** The user chose a language (stored, sent to the server when logged in). */
    languageChosen(state, action: PayloadAction<string>) {
      state.language = action.payload;
    },
    /** The language was settled at start-up (not a user choice: nothing is sent). */
    languageResolved(state, action: PayloadAction<string>) {
      state.language = action.payload;
    },
  },
});

export const preferencesActions = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;
