import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SectionFailure {
  section: string;
  reason: 'timeout' | 'error';
  message: string;
}

export interface NavigationState {
  /** Lazy sections that failed to load (reported, spec 1 §2.2). */
  failures: SectionFailure[];
}

const navigationSlice = createSlice({
  name: 'navigation',
  initialState: { failures: [] } as NavigationState,
  reducers: {
    /** Navigate from a saga or a component; a navigation to the current location is ignored. */
    navigateRequested(_state, _action: PayloadAction<{ to: string; replace?: boolean }>) {},
    sectionLoadFailed(state, action: PayloadAction<SectionFailure>) {
      state.failures.push(action.payload);
    },
  },
});

export const navigationActions = navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;
