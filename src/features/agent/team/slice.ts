import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestOf, ResponseOf } from '@/api/client';
import type { PageFailure } from '@/core/page-failure';
import { sessionActions } from '@/core/session/slice';
import {
  failedPart,
  idlePart,
  loadedPart,
  loadingPart,
  partReducers,
  type Part,
} from '@/core/loaded-part';

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

/** One branch of the team tree: an upline's direct downlines, a page at a time. */
export interface TeamBranch {
  expanded: boolean;
  pageNo: number;
  part: Part<DownlinesPage>;
}

/** The tree's root branch: the agent's own direct downlines. */
export const ROOT_BRANCH = '';

/** Filters that make the page a flat search of the whole team rather than the tree. */
export const isSearch = (q: TeamQuery) =>
  q.account.trim() !== '' || q.level !== 'all' || q.startDate !== '' || q.endDate !== '';

export interface TeamState {
  query: TeamQuery;
  /**
   * The tree (no filter): the direct downlines, each sub-agent's own downline on demand, by upline
   * account (ROOT_BRANCH for the agent's). Searching shows `list` instead, flat.
   */
  branches: Record<string, TeamBranch>;
  /** The search's results (filters set). */
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

const rootBranch = (): Record<string, TeamBranch> => ({
  [ROOT_BRANCH]: { expanded: true, pageNo: 1, part: idlePart() },
});

export const initialTeamState: TeamState = {
  query: initialTeamQuery,
  branches: rootBranch(),
  list: idlePart(),
  transfer: { account: null, status: 'idle', amount: null, failure: null },
};

const list = partReducers((state: TeamState) => state.list);

const slice = createSlice({
  name: 'agentTeam',
  initialState: initialTeamState,
  reducers: {
    /** The page is shown: the first page of the whole team. */
    opened(state) {
      state.query = initialTeamQuery;
      state.branches = rootBranch();
    },
    /** New filters: their first page (none: the tree from its first page of direct downlines). */
    searched(state, action: PayloadAction<Omit<TeamQuery, 'pageNo'>>) {
      state.query = { ...action.payload, pageNo: 1 };
      if (!isSearch(state.query)) state.branches = rootBranch();
    },
    /** A sub-agent's downline shown or hidden (shown the first time: loaded). */
    branchToggled(state, action: PayloadAction<{ upline: string }>) {
      const branch = state.branches[action.payload.upline];
      if (branch) branch.expanded = !branch.expanded;
      else state.branches[action.payload.upline] = { expanded: true, pageNo: 1, part: idlePart() };
    },
    /** Another page of a branch (its pagination, or the retry). */
    branchPageRequested(state, action: PayloadAction<{ upline: string; pageNo: number }>) {
      const branch = state.branches[action.payload.upline];
      if (branch) branch.pageNo = action.payload.pageNo;
    },
    branchLoading(state, action: PayloadAction<{ upline: string }>) {
      const branch = state.branches[action.payload.upline];
      if (branch) branch.part = loadingPart(branch.part);
    },
    /** A branch's page (one asked for before the current one is dropped). */
    branchLoaded(
      state,
      action: PayloadAction<{ upline: string; pageNo: number; page: DownlinesPage }>,
    ) {
      const branch = state.branches[action.payload.upline];
      if (branch?.pageNo === action.payload.pageNo) branch.part = loadedPart(action.payload.page);
    },
    branchFailed(
      state,
      action: PayloadAction<{ upline: string; pageNo: number; failure: PageFailure }>,
    ) {
      const branch = state.branches[action.payload.upline];
      if (branch?.pageNo === action.payload.pageNo)
        branch.part = failedPart(action.payload.failure, branch.part.value);
    },
    /** Another page of the same filters (the pagination, or the retry). */
    pageRequested(state, action: PayloadAction<{ pageNo: number }>) {
      state.query.pageNo = action.payload.pageNo;
    },
    listLoading: list.loading,
    listLoaded: list.loaded,
    listFailed: list.failed,
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
