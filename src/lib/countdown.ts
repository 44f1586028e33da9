import { END, eventChannel, type EventChannel } from 'redux-saga';

/**
 * A channel that emits the seconds left, once a second, from `seconds` down to 0, then closes.
 * Closing the channel (saga cancelled: modal closed, logout) clears the timer: no leaked timers.
 *
 *   const chan = yield call(countdownChannel, 60);
 *   try { while (true) { const left = yield take(chan); yield put(tick(left)); } }
 *   finally { chan.close(); }
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
