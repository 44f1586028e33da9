/**
 * Lets the browser run what is waiting (input, a paint) before the caller goes on, so that a
 * long start-up is several short tasks: `scheduler.yield()` where the browser has it (the caller
 * keeps its place in the queue), else a new task through a message (not throttled like a timer).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}

/** How long `afterNextPaint` waits for a frame before it runs the task anyway (a hidden tab). */
export const PAINT_WAIT_MAX_MS = 100;

/**
 * Runs `task` once the browser has painted what the current event changed: after the next
 * animation frame, in a task of its own. An input's own change (the text typed) then shows before
 * heavier work it sets off. Without frames (a hidden tab, no `requestAnimationFrame`) it runs after
 * `PAINT_WAIT_MAX_MS` or on the next task. Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  let frame: number | undefined;
  let next: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(run, PAINT_WAIT_MAX_MS);
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      next = setTimeout(run, 0);
    });
  } else {
    next = setTimeout(run, 0);
  }
  return () => {
    done = true;
    clearTimeout(fallback);
    clearTimeout(next);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}
