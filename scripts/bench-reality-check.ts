/**
 * The reality check's timer (issue 30; src/features/member/responsible/sagas.ts `waitUntilDue`),
 * run as it is with real timers and a page-visibility channel the bench drives: the tab is hidden
 * before the check's time and stays hidden past it, then shows again. Measured: timer callbacks
 * that fire while the tab is hidden (wake-ups, should be 0), how long after the tab shows the
 * check is due (the dialog's delay, should be well under a second), and how late it is when the
 * tab stays shown. Reported in bench.json; run alone with `npx tsx scripts/bench-reality-check.ts`.
 */
import { buffers, eventChannel, runSaga } from 'redux-saga';
import { waitUntilDue } from '../src/features/member/responsible/sagas';

export interface RealityCheckBench {
  runs: number;
  /** Timer callbacks run while the tab was hidden, over all runs. */
  hiddenWakeups: number;
  /** From the tab showing again (after the time) to the check being due: median and worst, ms. */
  delayAfterReturnMs: { median: number; max: number };
  /** With the tab shown all along: how late the check is, median and worst, ms. */
  latenessShownMs: { median: number; max: number };
  pass: boolean;
}

/** The bench's own waits use the timer as it was, so they are not counted as the saga's. */
const benchTimeout = globalThis.setTimeout;
const sleep = (ms: number) => new Promise((resolve) => benchTimeout(resolve, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A visibility service like the app's (current state first, then each change). */
function visibility(initial: boolean) {
  let visible = initial;
  const emitters = new Set<(shown: boolean) => void>();
  return {
    service: () =>
      eventChannel<boolean>((emit) => {
        emitters.add(emit);
        emit(visible);
        return () => emitters.delete(emit);
      }, buffers.sliding(1)),
    set(shown: boolean) {
      visible = shown;
      for (const emit of emitters) emit(shown);
    },
    get visible() {
      return visible;
    },
  };
}

/** Counts the timer callbacks that run while `hidden()` holds. */
function countWakeups(hidden: () => boolean) {
  const original = globalThis.setTimeout;
  let wakeups = 0;
  globalThis.setTimeout = ((fn: (...a: unknown[]) => void, ms?: number, ...rest: unknown[]) =>
    original(
      (...a: unknown[]) => {
        if (hidden()) wakeups += 1;
        fn(...a);
      },
      ms,
      ...rest,
    )) as typeof setTimeout;
  return {
    get wakeups() {
      return wakeups;
    },
    restore: () => {
      globalThis.setTimeout = original;
    },
  };
}

async function hiddenRun(): Promise<{ wakeups: number; delay: number }> {
  const page = visibility(true);
  const dueAt = Date.now() + 200;
  let doneAt = 0;
  const counter = countWakeups(() => !page.visible);
  const task = runSaga(
    { context: { services: { visibility: page.service } } },
    waitUntilDue as (dueAt: number) => Generator,
    dueAt,
  );
  void task.toPromise().then(() => (doneAt = Date.now()));
  page.set(false);
  // Hidden for a second, the check's time passing meanwhile.
  await sleep(1_000);
  const wakeups = counter.wakeups;
  counter.restore();
  const shownAt = Date.now();
  page.set(true);
  await task.toPromise();
  return { wakeups, delay: (doneAt || Date.now()) - shownAt };
}

async function shownRun(): Promise<number> {
  const page = visibility(true);
  const dueAt = Date.now() + 300;
  const task = runSaga(
    { context: { services: { visibility: page.service } } },
    waitUntilDue as (dueAt: number) => Generator,
    dueAt,
  );
  await task.toPromise();
  return Date.now() - dueAt;
}

export async function runRealityCheckBench(runs = 5): Promise<RealityCheckBench> {
  let hiddenWakeups = 0;
  const delays: number[] = [];
  const lateness: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const { wakeups, delay } = await hiddenRun();
    hiddenWakeups += wakeups;
    delays.push(delay);
    lateness.push(await shownRun());
  }
  const delayAfterReturnMs = { median: median(delays), max: Math.max(...delays) };
  return {
    runs,
    hiddenWakeups,
    delayAfterReturnMs,
    latenessShownMs: { median: median(lateness), max: Math.max(...lateness) },
    pass: hiddenWakeups === 0 && delayAfterReturnMs.max < 1_000,
  };
}

export function printRealityCheckBench(r: RealityCheckBench) {
  console.log(
    `\nReality check timer (${r.runs} runs): wake-ups while hidden ${r.hiddenWakeups}; ` +
      `due after the tab shows again: median ${r.delayAfterReturnMs.median} ms, worst ${r.delayAfterReturnMs.max} ms; ` +
      `late with the tab shown: median ${r.latenessShownMs.median} ms, worst ${r.latenessShownMs.max} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runRealityCheckBench();
  printRealityCheckBench(result);
  process.exit(result.pass ? 0 : 1);
}
