import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { cucumberReporter, defineBddConfig } from 'playwright-bdd';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium';

/** Where reports go (helpers running in parallel give each run its own). */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';
const OUTPUT_DIR = process.env.PW_OUTPUT_DIR ?? 'test-results';

// The screens checked clean for accessibility, shared by the run's workers (features/support/
// axe.ts): a folder of this run's own, named here in the main process, whose environment the
// workers inherit (their own reading of this file keeps it). Inside the output folder, which
// Playwright empties at the start of a run.
process.env.A11Y_CLEAN_DIR ??= path.resolve(
  OUTPUT_DIR,
  `a11y-clean-${process.pid}-${Date.now().toString(36)}`,
);

const testDir = defineBddConfig({
  features: 'features/**/*.feature',
  steps: ['features/steps/**/*.ts', 'features/support/fixtures.ts'],
  outputDir: process.env.BDD_OUT_DIR ?? '.features-gen',
  missingSteps: 'fail-on-gen',
});

export default defineConfig({
  testDir,
  fullyParallel: false,
  // Three workers (each a browser plus a portal with its mock) on a machine with two cores: a
  // scenario leaves its core idle about a third of the time (React's Suspense reveal throttle,
  // answers, waits for a condition), so a worker more than the cores fills it. Wallet + auth (84
  // scenarios, 2 cores, nice -5): 2 workers 121 s at 1.23 cores busy, 3 workers 103 s
  // at 1.49 cores (the same 150 CPU-s), 4 workers 99 s but 165 CPU-s. `npm test` runs the unit
  // tests, lint and the type check beside them to use the rest (scripts/run-parallel.mjs).
  // Before reduced motion two workers were slower than one (the marquee kept the GPU process busy).
  // FEATURE_WORKERS sets another number.
  workers: process.env.FEATURE_WORKERS
    ? Number(process.env.FEATURE_WORKERS)
    : Math.max(1, Math.min(3, availableParallelism() + 1)),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  outputDir: OUTPUT_DIR,
  reporter: [
    ['list'],
    cucumberReporter('html', { outputFile: `${REPORTS}/cucumber.html` }),
    cucumberReporter('junit', {
      outputFile: `${REPORTS}/cucumber-junit.xml`,
      suiteName: 'Portal features',
    }),
  ],
  use: {
    headless: true,
    // Nothing moves by itself (the marquee, banner and promotion autoplay): the portal honours
    // prefers-reduced-motion, so Chromium's compositor stops repainting an endless animation (a
    // quarter to half a core beside every scenario). Scenarios about motion are tagged @motion
    // (features/support/fixtures.ts gives their tab 'no-preference').
    reducedMotion: 'reduce',
    // Tracing records every action's snapshot: about a third of the scenarios' CPU (41 wallet
    // scenarios: 27 CPU-s without, 37-44 with). Failures keep their screenshot and error context;
    // PW_TRACE=retain-on-failure records traces when a failure needs one.
    trace: (process.env.PW_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // V8 without its background threads (concurrent compilation, marking and sweeping): on two
    // cores shared by three browsers and the unit tests, those threads compete for the same cores
    // and each heap change they make flushes the other core's page tables (a third of the
    // browsers' time went to the kernel). Wallet features (43 scenarios, 3 workers), alternated
    // runs: 114 s and 209 CPU-s against 122 s and 227 CPU-s. Only here: the bench measures the
    // browser as players have it. (--single-process saved more but supports one context only.)
    // Nor its optimising compilers (Maglev, TurboFan): a scenario's page lives a few seconds, too
    // short for optimised code to pay for its compiling, which --single-threaded puts on the page's
    // own thread. Interpreter and baseline code only: games and wallet features (29 and 43
    // scenarios, 3 workers), alternated, 4 pairs: the renderers 7-11 % fewer CPU-s, the whole run
    // (test runner and mock included) 4-9 %.
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, '--js-flags=--single-threaded --no-opt --no-maglev'],
    },
  },
});
