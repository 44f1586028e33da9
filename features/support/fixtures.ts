import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test as base, createBdd } from 'playwright-bdd';
import { startPortal, type Portal } from './portal-server';
import { MockControl } from './mock-control';
import { A11yChecker } from './axe';
import { trackRequests } from './waits';

/** The viewport of @phone scenarios. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** The viewport of @tablet scenarios (portrait, as a 9.7-10.2 inch iPad shows it). */
export const TABLET_VIEWPORT = { width: 768, height: 1024 };

/** What Chromium keeps of an origin, all cleared between scenarios (the HTTP cache stays). */
const ORIGIN_STORAGE =
  'cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems,websql,shared_storage,storage_buckets';

/**
 * One browser context per worker, handed to scenario after scenario: each scenario gets a new tab
 * (its own session storage, init scripts, routes, listeners, viewport and media), and between
 * scenarios the tabs close and the portal's origin loses its cookies, local storage, IndexedDB,
 * service workers and caches. What stays is the HTTP cache of the built assets (immutable, hashed
 * names) and the warm browser: no new context, renderer or download of the bundle per scenario.
 * A scenario that ran the fake clock (a context-wide script) or failed gets a fresh context after it.
 */
class ContextPool {
  private context: BrowserContext | undefined;
  private tainted = false;

  constructor(
    private readonly browser: Browser,
    private readonly origin: string,
  ) {}

  /** The scenario ran the fake clock (pages wait for it: no accessibility check then). */
  get clockRan() {
    return this.tainted;
  }

  async acquire(): Promise<BrowserContext> {
    if (this.context) return this.context;
    // Created inside the scenario: Playwright Test applies its context options (baseURL...).
    // The installed app's service worker is not registered: each scenario would install it and
    // precache the whole build again after clearing (`npm run bench`'s phone check proves it).
    const context = await this.browser.newContext({ serviceWorkers: 'block' });
    const { clock } = context;
    for (const method of ['install', 'pauseAt', 'setFixedTime', 'setSystemTime'] as const) {
      const original = clock[method].bind(clock) as (...args: unknown[]) => Promise<void>;
      (clock as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        this.tainted = true;
        return original(...args);
      };
    }
    this.context = context;
    return context;
  }

  /** Clears the scenario's traces from the context, or drops the context when it cannot be trusted. */
  async release(passed: boolean) {
    const context = this.context;
    if (!context) return;
    if (!passed || this.tainted) {
      this.context = undefined;
      this.tainted = false;
      await context.close();
      return;
    }
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: this.origin,
      storageTypes: ORIGIN_STORAGE,
    });
    await cdp.detach();
    await Promise.all(context.pages().map((p) => p.close()));
    await context.clearCookies();
  }

  async close() {
    await this.context?.close();
  }
}

interface WorkerFixtures {
  /** This worker's own portal + mock backend (in-memory data), so workers never share state. */
  portal: Portal;
  contextPool: ContextPool;
  /** The announcement popups of the seed data (the same for every scenario of the worker). */
  seedPopupIds: string[];
  /** The accessibility check after every step (features/support/axe.ts). */
  a11y: A11yChecker;
}
interface TestFixtures {
  mock: MockControl;
  /** A second browser (its own context: storage and session apart), made when a step asks. */
  secondBrowser: { page: () => Promise<Page> };
  /** Values a scenario keeps between its steps (tokens, opened popups...). */
  memo: Map<string, unknown>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  portal: [
    async ({}, use) => {
      const portal = await startPortal();
      await use(portal);
      await portal.close();
    },
    { scope: 'worker' },
  ],
  contextPool: [
    async ({ browser, portal }, use) => {
      const pool = new ContextPool(browser, portal.url);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  seedPopupIds: [
    async ({ portal }, use) => {
      const control = new MockControl(portal.url);
      await control.reset();
      await use(await control.popupIds('types=PU&platform=W&execution=B,A,F'));
    },
    { scope: 'worker' },
  ],
  a11y: [
    async ({}, use) => {
      const checker = new A11yChecker();
      await use(checker);
      process.stdout.write(
        `axe: ${checker.runs} checks, ${(checker.millis / 1000).toFixed(1)} s\n`,
      );
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
  context: async ({ contextPool }, use, testInfo) => {
    const context = await contextPool.acquire();
    await use(context);
    await contextPool.release(testInfo.status === testInfo.expectedStatus);
  },
  page: async ({ context, portal }, use, testInfo) => {
    // The mock host's scenario panel (mocks/panel) stays out of the way unless the scenario is
    // about it (@mock-panel): its launcher reads this cookie.
    if (testInfo.tags.includes('@mock-panel')) await context.clearCookies({ name: 'mock-panel' });
    else await context.addCookies([{ name: 'mock-panel', value: 'off', url: portal.url }]);
    const page = await context.newPage();
    trackRequests(page);
    // The context prefers reduced motion (playwright.config.ts); @motion scenarios see it move.
    if (testInfo.tags.includes('@motion'))
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    // @phone scenarios see the portal on a phone (390 x 844 CSS px, as an iPhone 12-15 shows it).
    if (testInfo.tags.includes('@phone')) await page.setViewportSize(PHONE_VIEWPORT);
    // @tablet scenarios see it on a touch tablet: its size, and touch as the pointer, so that
    // `(pointer: coarse)` matches. Set on the tab's own DevTools session: the context the worker's
    // scenarios share keeps its mouse.
    if (testInfo.tags.includes('@tablet')) {
      await page.setViewportSize(TABLET_VIEWPORT);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    }
    await use(page);
  },
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
  secondBrowser: async ({ browser, portal }, use) => {
    let context: BrowserContext | undefined;
    let page: Page | undefined;
    await use({
      page: async () => {
        context ??= await browser.newContext({ baseURL: portal.url, reducedMotion: 'reduce' });
        page ??= await context.newPage();
        return page;
      },
    });
    await context?.close();
  },
});

export const { Given, When, Then, BeforeScenario, AfterStep } = createBdd(test);

// Every screen a step leaves is checked for accessibility (serious and critical findings fail),
// except in scenarios tagged @no-a11y-check (deliberately broken server content).
AfterStep({ tags: 'not @no-a11y-check' }, async ({ page, a11y, contextPool }) => {
  if (!contextPool.clockRan) await a11y.check(page);
});
