import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_WAIT_MAX_MS, yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a later task: work queued before it runs first', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push('task queued before');
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'task queued before', 'after the yield']);
  });

  it('takes the browser’s scheduler.yield when there is one', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Animation frames the test hands out itself, as the browser does before each paint. */
  function stubFrames() {
    const frames = new Map<number, FrameRequestCallback>();
    let last = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      last += 1;
      frames.set(last, callback);
      return last;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    return {
      paint() {
        const due = [...frames.values()];
        frames.clear();
        due.forEach((callback) => callback(performance.now()));
      },
    };
  }

  it('runs the task in a task of its own after the next frame, not before', () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    frames.paint();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it anyway when no frame comes (a hidden tab), and on the next task without frames', () => {
    vi.useFakeTimers();
    stubFrames();
    const hidden = vi.fn();
    afterNextPaint(hidden);
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS - 1);
    expect(hidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hidden).toHaveBeenCalledTimes(1);

    vi.stubGlobal('requestAnimationFrame', undefined);
    const noFrames = vi.fn();
    afterNextPaint(noFrames);
    vi.advanceTimersByTime(0);
    expect(noFrames).toHaveBeenCalledTimes(1);
  });

  it('does not run a cancelled task', () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    cancel();
    frames.paint();
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS);
    expect(task).not.toHaveBeenCalled();
  });
});
