import { call, cancel, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { ResponseOf } from '@/api/client';
import { isApiError } from '@/api/errors';
import { pollWhileVisible } from '@/core/poll';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { HOT_MATCHES_REFRESH_MS } from './constants';
import { sportsActions } from './slice';
import { ErrorCodes, HOT_MATCH_COUNT, type HotMatchCategory } from '@/api/contract/constants';

/**
 * One call for a board (GCSGAME_hotMatches, no token). Returns false when the server does not
 * offer hot matches (#543): the board is hidden and nothing asks again.
 */
export function* loadHotMatches(category: HotMatchCategory) {
  const { api }: Services = yield* services();
  const language: string = yield select((s: RootState) => s.preferences.language);
  yield put(sportsActions.hotMatchesLoading({ category }));
  try {
    const value: ResponseOf<'hotMatches'> = yield call(api.call, 'hotMatches', {
      gameType: category,
      size: HOT_MATCH_COUNT,
      language,
    });
    yield put(sportsActions.hotMatchesLoaded({ category, matches: value.list }));
    return true;
  } catch (error) {
    if (isApiError(error) && error.code === ErrorCodes.functionNotAvailable) {
      yield put(sportsActions.hotMatchesOff({ category }));
      return false;
    }
    yield put(
      sportsActions.hotMatchesFailed({
        category,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    return true;
  }
}

/** A board on screen: loaded now, then every minute while the tab is shown (live scores move). */
function* keepFreshWorker(category: HotMatchCategory) {
  yield* pollWhileVisible(HOT_MATCHES_REFRESH_MS, () => loadHotMatches(category));
}

/** Boards come and go with the lobby: one refresh loop per board on screen. */
function* watchBoards() {
  const running = new Map<HotMatchCategory, { task: Task; shown: number }>();
  for (;;) {
    const action: ReturnType<
      typeof sportsActions.hotMatchesShown | typeof sportsActions.hotMatchesHidden
    > = yield take([sportsActions.hotMatchesShown.type, sportsActions.hotMatchesHidden.type]);
    const { category } = action.payload;
    const current = running.get(category);
    if (sportsActions.hotMatchesShown.match(action)) {
      if (current?.task.isRunning()) current.shown += 1;
      else
        running.set(category, { task: (yield fork(keepFreshWorker, category)) as Task, shown: 1 });
    } else if (current && (current.shown -= 1) <= 0) {
      running.delete(category);
      yield cancel(current.task);
    }
  }
}

export function* watchSports() {
  yield fork(watchBoards);
  yield takeLatest(
    sportsActions.hotMatchesRetried.type,
    function* retry(action: ReturnType<typeof sportsActions.hotMatchesRetried>) {
      yield call(loadHotMatches, action.payload.category);
    },
  );
}
