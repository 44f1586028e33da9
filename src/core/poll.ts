import type { EventChannel } from 'redux-saga';
import { call, delay, race, take } from 'redux-saga/effects';
import { services, type Services } from './services';

/**
 * Runs `once` now, then every `periodMs` while the tab is shown. While it is hidden nothing runs,
 * and showing it again runs `once` at once (a poll that catches up instead of firing in the dark).
 * Without a visibility service it simply runs every `periodMs`. Ends when cancelled, or when
 * `once` returns false (nothing left to poll, e.g. the server does not offer the module).
 */
export function* pollWhileVisible(periodMs: number, once: () => Generator<unknown, unknown>) {
  const { visibility }: Services = yield* services();
  const changes: EventChannel<boolean> | null = visibility ? yield call(visibility) : null;
  try {
    let visible = true;
    let due = true;
    for (;;) {
      if (visible && due) {
        const result: unknown = yield call(once);
        if (result === false) return;
        due = false;
      }
      if (!changes) {
        yield delay(periodMs);
        due = true;
        continue;
      }
      const { shown, tick }: { shown?: boolean; tick?: true } = yield race(
        visible ? { shown: take(changes), tick: delay(periodMs) } : { shown: take(changes) },
      );
      if (tick) due = true;
      else if (shown !== undefined) {
        if (shown && !visible) due = true;
        visible = shown;
      }
    }
  } finally {
    if (changes) changes.close();
  }
}
