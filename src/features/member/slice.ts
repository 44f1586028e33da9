import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberCentrePage } from '@/core/member-centre';
import { centreReducers, type CentreAccess } from '@/core/session/centre-access';
import { sessionActions } from '@/core/session/slice';

export interface MemberState {
  /**
   * Whether the panel may show (spec 2 §2: a token and a real account): 'checking' until the
   * session is known, 'login' while the login popup asks a visitor, 'denied' for a trial account.
   */
  access: CentreAccess;
  /** The mission entry's badge (missionSummary); null when unknown or the call failed. */
  missionCount: number | null;
  /** The panel shows once its own load (the mission summary) answered, whatever the answer. */
  summary: 'idle' | 'loading' | 'done';
}

export const initialMemberState: MemberState = {
  access: 'idle',
  missionCount: null,
  summary: 'idle',
};

const memberSlice = createSlice({
  name: 'member',
  initialState: initialMemberState,
  reducers: {
    ...centreReducers<MemberCentrePage>(),
    missionSummaryStarted(state) {
      state.summary = 'loading';
    },
    missionSummaryLoaded(state, action: PayloadAction<number | null>) {
      state.summary = 'done';
      state.missionCount = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialMemberState);
  },
});

export const memberActions = memberSlice.actions;
export const memberReducer = memberSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    member: MemberState;
  }
}
