import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { services, type Services } from '@/core/services';
import { walletActions } from '@/features/wallet/slice';
import { pageFailureOf } from '@/core/page-failure';
import { INBOX_PAGE_SIZE } from './constants';
import { selectInbox } from './selectors';
import { inboxActions } from './slice';

/**
 * One page of messages, newest first. The answer's unread count is the header's and the side
 * bar's too (a message that arrived since the last poll shows at once).
 */
export function* loadPageFlow(pageNo: number) {
  const { api }: Services = yield* services();
  yield put(inboxActions.loading(pageNo));
  try {
    const value: ResponseOf<'inboxMessages'> = yield call(api.call, 'inboxMessages', {
      pageNo,
      pageSize: INBOX_PAGE_SIZE,
    });
    yield put(inboxActions.loaded({ messages: value.list, totalPages: value.totalPages }));
    yield put(walletActions.unreadCountChanged(value.unReadCount));
  } catch (error) {
    yield put(inboxActions.failed(pageFailureOf(error)));
  }
}

function* pageFlow(action: ReturnType<typeof inboxActions.pageRequested>) {
  yield call(loadPageFlow, action.payload);
}

/**
 * An unread message opened is marked read; the server answers the new unread count (header and
 * side bar). If that fails the message simply stays unread.
 */
export function* readFlow(action: ReturnType<typeof inboxActions.messageToggled>) {
  const { openId, messages } = selectInbox(yield select());
  const message = messages.find((m) => m.messageId === action.payload);
  if (openId !== action.payload || !message || message.read) return;
  const { api }: Services = yield* services();
  try {
    const value: ResponseOf<'inboxRead'> = yield call(api.call, 'inboxRead', {
      messageIds: [message.messageId],
    });
    yield put(inboxActions.markedRead({ messageIds: [message.messageId] }));
    yield put(walletActions.unreadCountChanged(value.unReadCount));
  } catch {
    /* stays unread; opening it again tries again */
  }
}

/** "Mark all read": every message of the member, one request at a time. */
export function* markAllFlow() {
  const { api }: Services = yield* services();
  yield put(inboxActions.markAllStarted());
  try {
    const value: ResponseOf<'inboxRead'> = yield call(api.call, 'inboxRead', {
      messageIds: [],
      all: true,
    });
    yield put(inboxActions.markedRead({ messageIds: [], all: true }));
    yield put(walletActions.unreadCountChanged(value.unReadCount));
    yield put(inboxActions.markAllSucceeded());
  } catch (error) {
    yield put(inboxActions.markAllFailed(pageFailureOf(error)));
  }
}

export function* watchInbox() {
  yield takeLatest(inboxActions.pageRequested.type, pageFlow);
  yield takeEvery(inboxActions.messageToggled.type, readFlow);
  yield takeLeading(inboxActions.markAllRequested.type, markAllFlow);
}
