import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeedbackItem } from '@/api/contract/member';
import type { FEEDBACK_TYPES } from '@/api/contract/constants';
import { sessionActions } from '@/core/session/slice';
import type { PageFailure } from '@/core/page-failure';
import type { PartList } from '@/core/loaded-part';

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** What the member sends: the category, the (checked) content, the images as data URLs. */
export interface FeedbackDraft {
  type: FeedbackType;
  content: string;
  images: string[];
}

/** Feedback and complaints (member centre `feedback`): the form's request and the history. */
export interface FeedbackState {
  submit: {
    status: 'idle' | 'sending' | 'sent' | 'failed';
    failure: PageFailure | null;
    /** How many were sent from this page (the form starts empty again after each). */
    sent: number;
  };
  history: PartList<FeedbackItem> & { pageNo: number; totalPages: number };
}

export const initialFeedbackState: FeedbackState = {
  submit: { status: 'idle', failure: null, sent: 0 },
  history: { status: 'idle', pageNo: 1, totalPages: 0, items: [], failure: null },
};

const feedbackSlice = createSlice({
  name: 'feedback',
  initialState: initialFeedbackState,
  reducers: {
    /** Send this feedback (checked by the form). */
    submitted(_state, _action: PayloadAction<FeedbackDraft>) {},
    submitStarted(state) {
      state.submit = { ...state.submit, status: 'sending', failure: null };
    },
    submitSucceeded(state) {
      state.submit = { status: 'sent', failure: null, sent: state.submit.sent + 1 };
    },
    submitFailed(state, action: PayloadAction<PageFailure>) {
      state.submit = { ...state.submit, status: 'failed', failure: action.payload };
    },
    /** The member edits the form again: the last outcome goes. */
    submitCleared(state) {
      state.submit = { ...state.submit, status: 'idle', failure: null };
    },
    /** A page of the history: the first when the page is shown or after a send, another, a retry. */
    historyRequested(_state, _action: PayloadAction<number>) {},
    historyLoading(state, action: PayloadAction<number>) {
      state.history = {
        ...state.history,
        status: 'loading',
        pageNo: action.payload,
        failure: null,
      };
    },
    historyLoaded(state, action: PayloadAction<{ items: FeedbackItem[]; totalPages: number }>) {
      state.history = { ...state.history, status: 'loaded', ...action.payload };
    },
    historyFailed(state, action: PayloadAction<PageFailure>) {
      state.history = { ...state.history, status: 'failed', failure: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialFeedbackState);
  },
});

export const feedbackActions = feedbackSlice.actions;
export const feedbackReducer = feedbackSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    feedback: FeedbackState;
  }
}
