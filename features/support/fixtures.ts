import path from 'node:path';
import { test as base, createBdd } from 'playwright-bdd';
import { startMockServer } from '../../mocks/server';
import { MockControl } from './mock-control';

interface WorkerFixtures {
  /** This worker's own portal + mock backend (in-memory data), so workers never share state. */
  portal: { url: string; close: () => Promise<void> };
}
interface TestFixtures {
  mock: MockControl;
  /** Values a scenario keeps between its steps (tokens, opened popups...). */
  memo: Map<string, unknown>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  portal: [
    async ({}, use) => {
      const server = await startMockServer({
        port: 0,
        dbFile: null,
        staticDir: path.resolve(process.env.FEATURES_DIST ?? 'dist'),
      });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
  // Every scenario starts from the seeded data and the default scenario.
  mock: [
    async ({ portal }, use) => {
      const control = new MockControl(portal.url);
      await control.reset();
      await use(control);
    },
    { auto: true },
  ],
  memo: async ({}, use) => use(new Map()),
});

export const { Given, When, Then } = createBdd(test);
