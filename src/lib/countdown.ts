import type { Action } from '@reduxjs/toolkit';
import { END, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, put, take } from 'redux-saga/effects';

/**
 * A channel that emits the seconds left, once a second, from `seconds` down to 0, then closes.
 * Closing the channel (saga cancelled: modal closed, logout) clears the timer: no leaked timers.
 *
 * `countDown` is the loop every get-code button runs over it.
 */
export function countdownChannel(seconds: number, intervalMs = 1000): EventChannel<number> {
  return eventChannel<number>((emit) => {
    let left = Math.max(0, Math.floor(seconds));
    // First value at once so the UI shows the full count immediately.
    setTimeout(() => emit(left), 0);
    const timer = setInterval(() => {
      left -= 1;
      if (left <= 0) {
        emit(0);
        emit(END);
      } else {
        emit(left);
      }
    }, intervalMs);
    return () => clearInterval(timer);
  });
}

/** Seconds of the SMS resend countdown: 60 s times the returned expiry minutes (spec 1 §9). */
export const smsCountdownSeconds = (expiredMinutes: number) => Math.round(60 * expiredMinutes);

/**
 * The SMS resend countdown of a get-code button: puts `tick(left)` each second from `seconds`
 * down to 0, then returns. Cancelled (the modal or page closed, logout), it clears its timer and
 * puts `tick(0)`, so the button comes back.
 *
 *   yield call(countDown, smsCountdownSeconds(value.expiredMinutes), actions.smsTicked);
 */
export function* countDown(seconds: number, tick: (left: number) => Action) {
  const channel: EventChannel<number> = (yield call(
    countdownChannel,
    seconds,
  )) as EventChannel<number>;
  try {
    for (;;) {
      const left = (yield take(channel)) as number;
      yield put(tick(left));
    }
  } finally {
    channel.close();
    if ((yield cancelled()) as boolean) yield put(tick(0));
  }
}
