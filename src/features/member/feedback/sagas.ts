import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { services, type Services } from '@/core/services';
import { pageFailureOf } from '@/core/page-failure';
import { FEEDBACK_PAGE_SIZE } from './constants';
import { feedbackActions } from './slice';

/** One page of the member's feedback, newest first, with the replies. */
export function* historyFlow(action: ReturnType<typeof feedbackActions.historyRequested>) {
  const { api }: Services = yield* services();
  yield put(feedbackActions.historyLoading(action.payload));
  try {
    const value: ResponseOf<'feedbackHistory'> = yield call(api.call, 'feedbackHistory', {
      pageNo: action.payload,
      pageSize: FEEDBACK_PAGE_SIZE,
    });
    yield put(feedbackActions.historyLoaded({ items: value.list, totalPages: value.totalPages }));
  } catch (error) {
    yield put(feedbackActions.historyFailed(pageFailureOf(error)));
  }
}

/** The send: one at a time; once sent, the history's first page shows it. */
export function* submitFlow(action: ReturnType<typeof feedbackActions.submitted>) {
  const { api }: Services = yield* services();
  const { type, content, images } = action.payload;
  yield put(feedbackActions.submitStarted());
  try {
    yield call(api.call, 'feedback', {
      type,
      content: content.trim(),
      ...(images.length ? { images } : {}),
    });
    yield put(feedbackActions.submitSucceeded());
    yield put(feedbackActions.historyRequested(1));
  } catch (error) {
    yield put(feedbackActions.submitFailed(pageFailureOf(error)));
  }
}

export function* watchFeedback() {
  yield takeLatest(feedbackActions.historyRequested.type, historyFlow);
  yield takeLeading(feedbackActions.submitted.type, submitFlow);
}
