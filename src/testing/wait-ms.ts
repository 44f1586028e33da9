/**
 * How long the unit tests wait for something to happen unless a test names its own time: findBy,
 * waitFor and vi.waitFor (src/testing/setup.ts) and waitForState (harness.ts). `npm test` runs the
 * unit tests beside the features' browsers (scripts/run-parallel.mjs), where a render or a saga
 * may wait on the CPU: 3 s was too short on the slow 2-core machine (a clean-clone run saw a
 * file's first render of the portal take longer). A passing test waits no longer for it; a
 * failing one fails later.
 */
export const WAIT_MS = 10_000;
