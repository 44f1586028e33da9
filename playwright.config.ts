import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { cucumberReporter, defineBddConfig } from 'playwright-bdd';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium';

/** Where reports go (helpers running in parallel give each run its own). */
const REPORTS = process.env.REPORTS_DIR ?? 'reports';

const testDir = defineBddConfig({
  features: 'features/**/*.feature',
  steps: ['features/steps/**/*.ts', 'features/support/fixtures.ts'],
  outputDir: process.env.BDD_OUT_DIR ?? '.features-gen',
  missingSteps: 'fail-on-gen',
});

export default defineConfig({
  testDir,
  fullyParallel: false,
  // Two workers (each a browser plus a portal with its mock) on a machine with two cores or more.
  // Before scenarios ran with reduced motion, the marquee kept Chromium's GPU process busy and two
  // workers were slower than one; with it, one worker leaves most of a core idle: 73 scenarios
  // (wallet, member, games) took 2.1 min with 1 worker and 1.6 min with 2 on the 2-core machine.
  // FEATURE_WORKERS sets another number.
  workers: process.env.FEATURE_WORKERS
    ? Number(process.env.FEATURE_WORKERS)
    : Math.max(1, Math.min(2, availableParallelism())),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
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
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
