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
