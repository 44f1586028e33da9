import { describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import { countDown, countdownChannel, smsCountdownSeconds } from './countdown';

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

  it('puts each second left as a tick down to 0, and 0 when cancelled early', async () => {
    vi.useFakeTimers();
    const ticked = (left: number) => ({ type: 'ticked', payload: left });
    const run = () => {
      const seen: number[] = [];
      const task = runSaga(
        { dispatch: (a: { payload: number }) => seen.push(a.payload) },
        countDown,
        3,
        ticked,
      );
      return { seen, task };
    };
    const whole = run();
    await vi.advanceTimersByTimeAsync(3500);
    expect(whole.seen).toEqual([3, 2, 1, 0]);
    expect(whole.task.isRunning()).toBe(false);

    const cut = run();
    await vi.advanceTimersByTimeAsync(1500);
    cut.task.cancel();
    expect(cut.seen).toEqual([3, 2, 0]);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it('lasts 60 s times the expiry minutes', () => {
    expect(smsCountdownSeconds(1)).toBe(60);
    expect(smsCountdownSeconds(5)).toBe(300);
  });
});
