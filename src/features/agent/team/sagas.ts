import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RequestOf } from '@/api/client';
import type { RootState } from '@/app/store';
import { pageFailureOf } from '@/core/page-failure';
import { services, type Services } from '@/core/services';
import { walletActions } from '@/features/wallet/slice';
import { loadPart } from '@/core/loaded-part';
import { selectTeam } from './selectors';
import { isSearch, ROOT_BRANCH, teamActions, type TeamQuery, type TeamState } from './slice';

const team = (s: RootState) => selectTeam(s);

/** Downlines per page. */
export const TEAM_PAGE_SIZE = 10;

/** The downlines call's input for the filters (empty filters left out). */
export function downlinesRequestOf(query: TeamQuery): RequestOf<'downlines'> {
  const account = query.account.trim();
  return {
    pageNo: query.pageNo,
    pageSize: TEAM_PAGE_SIZE,
    level: query.level,
    ...(account ? { account } : {}),
    ...(query.startDate ? { startDate: query.startDate } : {}),
    ...(query.endDate ? { endDate: `${query.endDate} 23:59:59` } : {}),
  };
}

/** The page of the current filters. */
export function* loadList() {
  const { query }: TeamState = yield select(team);
  yield* loadPart((api) => api.call('downlines', downlinesRequestOf(query)), {
    loading: teamActions.listLoading,
    loaded: teamActions.listLoaded,
    failed: teamActions.listFailed,
  });
}

/** A branch's call: the agent's own direct downlines (the root), or a sub-agent's. */
export function branchRequestOf(upline: string, pageNo: number): RequestOf<'downlines'> {
  return upline === ROOT_BRANCH
    ? { pageNo, pageSize: TEAM_PAGE_SIZE, level: 'direct' }
    : { pageNo, pageSize: TEAM_PAGE_SIZE, upline };
}

/** The current page of one branch of the tree. */
export function* loadBranch(upline: string) {
  const { branches }: TeamState = yield select(team);
  const branch = branches[upline];
  if (!branch) return;
  const { pageNo } = branch;
  yield* loadPart((api) => api.call('downlines', branchRequestOf(upline, pageNo)), {
    loading: () => teamActions.branchLoading({ upline }),
    loaded: (page) => teamActions.branchLoaded({ upline, pageNo, page }),
    failed: (failure) => teamActions.branchFailed({ upline, pageNo, failure }),
  });
}

/** What the page shows: the search's results with filters, else the tree's root. */
function* loadShown() {
  const { query }: TeamState = yield select(team);
  if (isSearch(query)) yield call(loadList);
  else yield call(loadBranch, ROOT_BRANCH);
}

/** A branch opened that has nothing loaded yet (or failed before) loads its page. */
function* branchToggledFlow(action: ReturnType<typeof teamActions.branchToggled>) {
  const { upline } = action.payload;
  const branch = ((yield select(team)) as TeamState).branches[upline];
  if (branch?.expanded && (branch.part.status === 'idle' || branch.part.status === 'failed'))
    yield call(loadBranch, upline);
}

/** After a transfer: the rows that show the downline's balance load again. */
function* reloadRowsOf(account: string) {
  const { query, branches }: TeamState = yield select(team);
  if (isSearch(query)) {
    yield call(loadList);
    return;
  }
  const holding = Object.keys(branches).filter((upline) =>
    branches[upline]!.part.value?.list.some((d) => d.account === account),
  );
  yield all(holding.map((upline) => call(loadBranch, upline)));
}

/**
 * Main-wallet money to a downline with the payment password; after it the header's balance is
 * refreshed and the list shows the downline's new balance.
 */
export function* transferFlow(action: ReturnType<typeof teamActions.transferRequested>) {
  const { api }: Services = yield* services();
  try {
    yield call(api.call, 'downlineTransfer', action.payload);
    yield put(teamActions.transferDone({ amount: action.payload.amount }));
    yield put(walletActions.balanceRefreshRequested());
    yield call(reloadRowsOf, action.payload.account);
  } catch (error) {
    yield put(teamActions.transferFailed(pageFailureOf(error)));
  }
}

export function* watchTeam() {
  yield takeLatest(
    [teamActions.opened.type, teamActions.searched.type, teamActions.pageRequested.type],
    loadShown,
  );
  yield takeEvery(teamActions.branchToggled.type, branchToggledFlow);
  yield takeEvery(
    teamActions.branchPageRequested.type,
    (a: ReturnType<typeof teamActions.branchPageRequested>) => loadBranch(a.payload.upline),
  );
  yield takeLeading(teamActions.transferRequested.type, transferFlow);
}
