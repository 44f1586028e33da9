import { put, take } from 'redux-saga/effects';
import { dialogsActions, type Dialog } from './slice';

let counter = 0;

/**
 * Shows a message box and waits for its answer: true when confirmed, false when cancelled or
 * closed. `yield* ask({ kind: 'confirm', key: 'auth.logoutConfirm' })`.
 */
export function* ask(
  dialog: Omit<Dialog, 'id'>,
): Generator<unknown, boolean, ReturnType<typeof dialogsActions.answered>> {
  counter += 1;
  const id = `dialog-${counter}`;
  yield put(dialogsActions.shown({ ...dialog, id }));
  for (;;) {
    const answer: ReturnType<typeof dialogsActions.answered> = yield take(
      dialogsActions.answered.type,
    );
    if (answer.payload.id === id) return answer.payload.confirmed;
  }
}
