import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestOf, ResponseOf } from '@/api/client';
import type { PageFailure } from '@/core/page-failure';
import { sessionActions } from '@/core/session/slice';
import { failed, idle, loaded, loading, type Part } from './part';

export type DownlinesPage = ResponseOf<'downlines'>;
export type Downline = DownlinesPage['list'][number];
export type DownlineLevel = 'all' | 'direct' | 'indirect';

/** What the list shows: the account searched, the level, the registration dates, the page. */
export interface TeamQuery {
  account: string;
  level: DownlineLevel;
  /** yyyy-MM-dd, inclusive; '' for no bound. */
  startDate: string;
  endDate: string;
  pageNo: number;
}

export type DownlineTransfer = Required<
  Pick<RequestOf<'downlineTransfer'>, 'account' | 'password'>
> & {
  amount: number;
};

export interface TeamState {
  query: TeamQuery;
  list: Part<DownlinesPage>;
  /** The transfer form: the downline it is open for (null: closed) and the last outcome. */
  transfer: {
    account: string | null;
    status: 'idle' | 'sending' | 'done' | 'failed';
    /** The amount transferred (done). */
    amount: number | null;
    failure: PageFailure | null;
  };
}

export const initialTeamQuery: TeamQuery = {
  account: '',
  level: 'all',
  startDate: '',
  endDate: '',
  pageNo: 1,
};

export const initialTeamState: TeamState = {
  query: initialTeamQuery,
  list: idle(),
  transfer: { account: null, status: 'idle', amount: null, failure: null },
};

const slice = createSlice({
  name: 'agentTeam',
  initialState: initialTeamState,
  reducers: {
    /** The page is shown: the first page of the whole team. */
    opened(state) {
      state.query = initialTeamQuery;
    },
    /** New filters: their first page. */
    searched(state, action: PayloadAction<Omit<TeamQuery, 'pageNo'>>) {
      state.query = { ...action.payload, pageNo: 1 };
    },
    /** Another page of the same filters (the pagination, or the retry). */
    pageRequested(state, action: PayloadAction<{ pageNo: number }>) {
      state.query.pageNo = action.payload.pageNo;
    },
    listLoading(state) {
      state.list = loading(state.list);
    },
    listLoaded(state, action: PayloadAction<DownlinesPage>) {
      state.list = loaded(action.payload);
    },
    listFailed(state, action: PayloadAction<PageFailure>) {
      state.list = failed(action.payload, state.list.value);
    },
    transferOpened(state, action: PayloadAction<{ account: string }>) {
      state.transfer = {
        account: action.payload.account,
        status: 'idle',
        amount: null,
        failure: null,
      };
    },
    transferClosed(state) {
      state.transfer = initialTeamState.transfer;
    },
    transferRequested(state, _action: PayloadAction<DownlineTransfer>) {
      state.transfer = { ...state.transfer, status: 'sending', amount: null, failure: null };
    },
    transferDone(state, action: PayloadAction<{ amount: number }>) {
      state.transfer = { ...state.transfer, status: 'done', amount: action.payload.amount };
    },
    transferFailed(state, action: PayloadAction<PageFailure>) {
      state.transfer = { ...state.transfer, status: 'failed', failure: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialTeamState);
  },
});

export const teamActions = slice.actions;
export const teamReducer = slice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    agentTeam: TeamState;
  }
}
