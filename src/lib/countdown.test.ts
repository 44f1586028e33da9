import { describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import { countdownChannel, smsCountdownSeconds } from './countdown';

describe('countdown channel', () => {
  it('emits the seconds left down to 0 and ends', async () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const task = runSaga({}, function* () {
      const chan: ReturnType<typeof countdownChannel> = yield call(countdownChannel, 3);
      try {
        for (;;) seen.push((yield take(chan)) as number);
      } finally {
        chan.close();
      }
    });
    await vi.advanceTimersByTimeAsync(3500);
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(task.isRunning()).toBe(false);
    vi.useRealTimers();
  });

  it('clears its timer when closed early (no leaked timers)', async () => {
    vi.useFakeTimers();
    const chan = countdownChannel(60);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    chan.close();
    await vi.advanceTimersByTimeAsync(10);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it('lasts 60 s times the expiry minutes', () => {
    expect(smsCountdownSeconds(1)).toBe(60);
    expect(smsCountdownSeconds(5)).toBe(300);
  });
});
