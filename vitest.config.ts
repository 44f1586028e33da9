import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.ts',
      'fixtures/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    pool: 'threads',
    // The files share a worker and its jsdom instead of starting both (and importing MSW, faker,
    // jest-dom) per file: 392 s -> about 2 min on 2 cores. The setup file re-creates per file what
    // isolation gave (fresh app modules, page, storage, cookies, timers, mock server and data).
    isolate: false,
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 1),
    // `npm test` runs the unit tests beside the features' three browsers (scripts/run-parallel.mjs):
    // a test may wait on the CPU for a while, so its limit is 30 s, not 5 (a component test that
    // takes 0.5 s alone took 11 s there on a slow 2-core machine; 15 s was too close), hooks' too;
    // and waitFor / findBy wait up to 10 s (WAIT_MS, src/testing/wait-ms.ts). A failing test still
    // fails, only later.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // i18next keeps its instance (texts, language) in its own module: evaluated per file with the
    // app's modules, so a file never sees texts another file loaded.
    server: { deps: { inline: ['i18next', 'react-i18next'] } },
    reporters: [
      'default',
      ['junit', { outputFile: process.env.VITEST_JUNIT ?? 'reports/unit-junit.xml' }],
    ],
  },
});
