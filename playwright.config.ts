import { defineConfig } from '@playwright/test';
import { cucumberReporter, defineBddConfig } from 'playwright-bdd';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium';

const testDir = defineBddConfig({
  features: 'features/**/*.feature',
  steps: ['features/steps/**/*.ts', 'features/support/fixtures.ts'],
  outputDir: '.features-gen',
  missingSteps: 'fail-on-gen',
});

export default defineConfig({
  testDir,
  fullyParallel: false,
  workers: process.env.FEATURE_WORKERS ? Number(process.env.FEATURE_WORKERS) : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  outputDir: 'test-results',
  reporter: [
    ['list'],
    cucumberReporter('html', { outputFile: 'reports/cucumber.html' }),
    cucumberReporter('junit', { outputFile: 'reports/cucumber-junit.xml', suiteName: 'Portal features' }),
  ],
  use: {
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
