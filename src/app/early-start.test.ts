import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { createTestClient } from '@/testing/harness';
import { dropConnection, failNext, mockScenario } from '@/testing/mock-backend';
import { recordCalls } from '@/testing/requests';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api/errors';
import {
  bannerGroupOf,
  bannersOfGroup,
  imageUrl,
  START_ANNOUNCEMENTS,
} from '@/features/notices/banners';
import { pickRandom } from '@/lib/flags';
import {
  takeEarlyStart,
  APP_HOLD_MAX_MS,
  EARLY_KEY,
  INSTALL_OFFER_KEY,
  PAINT_FALLBACK_MS,
  SLOW_LINE_MS,
  type EarlyParked,
} from './early-start';
import { createInstallPrompt } from './install-prompt';
import { earlyStartConfig, earlyStartScript, shellText } from './early-start-config';

const noPreload = { catalogues: {}, sections: {}, routes: {} };

/** What the page parked on `window` (read, not taken). */
const takeParked = () => (window as unknown as Record<string, EarlyParked>)[EARLY_KEY] ?? {};

/** Runs the script index.html carries, as the page would (a classic script in the window). */
function runPageScript(config = earlyStartConfig(noPreload, null)) {
  window.eval(earlyStartScript(config).replace(/^<script>|<\/script>$/g, ''));
}

beforeEach(() => {
  // jsdom's fetch is node's (MSW's once the server listens): it needs absolute addresses.
  const pageFetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) =>
    pageFetch(new URL(String(input), window.location.origin), init),
  );
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
  delete (window as unknown as Record<string, unknown>)[INSTALL_OFFER_KEY];
});

describe('the page’s early start', () => {
  it('sends the start-up calls with the headers the app’s client sends', async () => {
    localStorage.setItem('hisLang', 'EN');
    sessionStorage.setItem('token', 'tk_stored');
    const early = recordCalls('systemStatus');
    runPageScript();
    const take = takeEarlyStart(window).answers;
    await take('systemStatus');
    const { client, state } = createTestClient();
    state.token = 'tk_stored';
    await client.call('systemStatus', { url: window.location.host });
    const [fromPage, fromClient] = early;
    for (const name of ['Merchant', 'Language', 'Device', 'X-Gateway-Version', 'ModuleId'])
      expect(fromPage?.headers[name.toLowerCase()], name).toBe(
        fromClient?.headers[name.toLowerCase()],
      );
    expect(fromPage?.headers.authorization).toBe('tk_stored');
  });

  it('answers the app once through the client’s checks; the next call goes out', async () => {
    const calls = recordCalls('systemStatus');
    runPageScript();
    const { client } = createTestClient({ early: takeEarlyStart(window).answers });
    const status = await client.call('systemStatus', { url: window.location.host });
    expect(status.maintenance).toBe(false);
    expect(calls).toHaveLength(1);
    await client.call('systemStatus', { url: window.location.host });
    expect(calls).toHaveLength(2);
  });

  it('a parked failure fails like a live one, and a retry calls again', async () => {
    failNext('systemStatus', '#727', 'System busy');
    runPageScript();
    const { client } = createTestClient({ early: takeEarlyStart(window).answers });
    await expect(client.call('systemStatus', { url: 'x' })).rejects.toMatchObject({
      code: '#727',
      message: 'System busy',
    });
    await expect(client.call('systemStatus', { url: 'x' })).resolves.toMatchObject({
      maintenance: false,
    });
  });

  it('a dropped connection is the network error', async () => {
    dropConnection('systemStatus', 1);
    runPageScript();
    const { client } = createTestClient({ early: takeEarlyStart(window).answers });
    const error = await client.call('systemStatus', { url: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('shows the shell in the stored language and theme', () => {
    localStorage.setItem('hisLang', 'EN');
    localStorage.setItem('theme', 'dark');
    runPageScript();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.getAttribute('data-boot-text')).toBe('en');
    localStorage.clear();
    runPageScript();
    expect(document.documentElement.lang).toBe('fil');
    expect(document.documentElement.getAttribute('data-boot-text')).toBe('ty');
  });

  it('parks the browser’s install offer for the download page, holding the browser’s bar back', () => {
    runPageScript();
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    // The download page, loaded later, takes it over.
    expect(createInstallPrompt(window).state()).toBe('offered');
    expect(INSTALL_OFFER_KEY in window).toBe(false);
  });

  it('gives a stored language the portal does not know no say (the page keeps a valid lang)', () => {
    localStorage.setItem('hisLang', 'xx');
    runPageScript();
    expect(document.documentElement.lang).toBe('fil');
    expect(document.documentElement.getAttribute('data-boot-text')).toBe('ty');
    localStorage.clear();
  });

  it('loads the app and the route’s chunks and texts after the first frame, once', async () => {
    const config = earlyStartConfig(
      {
        catalogues: { ty: ['/assets/ty.js'] },
        sections: { index: ['/assets/home.js', '/assets/home.css'] },
        routes: { [window.location.pathname]: 'index' },
        // The section's feature texts, in the page's catalogue only.
        sectionTexts: {
          en: { index: ['/assets/games-en.js'] },
          ty: { index: ['/assets/games-ty.js'] },
        },
      },
      { entry: '/assets/index.js', modules: ['/assets/shared.js'] },
    );
    const before = document.head.innerHTML;
    // The delays of the page's timers that have run.
    const ran: number[] = [];
    const setTimer = window.setTimeout.bind(window);
    vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
      setTimer(() => {
        run();
        ran.push(ms ?? 0);
      }, ms)) as typeof window.setTimeout);
    runPageScript(config);
    expect(document.head.innerHTML).toBe(before);
    await vi.waitFor(() =>
      expect(document.head.querySelector('script[type=module]')).not.toBeNull(),
    );
    // Both ways in of the first frame (after a frame, or its 100 ms fallback) have run: the second
    // added nothing.
    await vi.waitFor(() => expect(ran).toEqual(expect.arrayContaining([0, 100])));
    const added = [...document.head.querySelectorAll('link, script[type=module]')].map(
      (el) =>
        `${el.getAttribute('rel') ?? 'script'} ${el.getAttribute('href') ?? el.getAttribute('src')}`,
    );
    expect(added).toEqual([
      'modulepreload /assets/shared.js',
      'script /assets/index.js',
      'modulepreload /assets/ty.js',
      'modulepreload /assets/home.js',
      'preload /assets/home.css',
      'modulepreload /assets/games-ty.js',
    ]);
    document.head.innerHTML = before;
  });

  describe('the app’s code on a route with a banner', () => {
    const app = { entry: '/assets/index.js', modules: ['/assets/shared.js'] };
    const preload = { ...noPreload, catalogues: { en: ['/assets/en.js'], ty: ['/assets/en.js'] } };
    const entry = () => document.head.querySelector('script[type=module]');
    const routeFiles = () => document.head.querySelectorAll('link[href="/assets/en.js"]');
    let head = '';
    beforeEach(() => {
      head = document.head.innerHTML;
      // jsdom has no element timing: the page's fallback, the image's load.
      document.body.innerHTML =
        '<div id="boot-shell"><div><i class="boot-shell__banner"></i></div></div>';
    });
    afterEach(() => {
      document.head.innerHTML = head;
      document.body.innerHTML = '';
    });

    /**
     * The page never paints: no frame comes, and its paint fallback is dropped (nothing of the
     * page's start outlives the test to add files to the next one's head).
     */
    const neverPaint = () => {
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      const setTimer = window.setTimeout.bind(window);
      vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
        ms === PAINT_FALLBACK_MS ? 0 : setTimer(run, ms)) as typeof window.setTimeout);
    };

    // The start's calls answer within the test's few milliseconds: a fast line, unless a test makes
    // its calls hang; SLOW_LINE_MS is set so that a busy machine never makes it a slow one.
    const fast = { slowLineMs: 60_000 };

    it('on a fast line, asks for the app and the route’s files once the banner has painted', async () => {
      const timers = vi.spyOn(window, 'setTimeout');
      runPageScript({ ...earlyStartConfig(preload, app), ...fast });
      await vi.waitFor(() =>
        expect(document.querySelector('.boot-shell__banner img')).not.toBeNull(),
      );
      // The page has painted (its first step is the longest wait's timer): held by the banner only.
      await vi.waitFor(() =>
        expect(timers).toHaveBeenCalledWith(expect.any(Function), APP_HOLD_MAX_MS),
      );
      expect(entry()).toBeNull();
      expect(routeFiles()).toHaveLength(0);
      document.querySelector('.boot-shell__banner img')!.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(entry()?.getAttribute('src')).toBe('/assets/index.js'));
      expect(routeFiles()).toHaveLength(1);
      expect(document.head.querySelectorAll('link[rel=modulepreload]')).toHaveLength(2);
    });

    it('on a slow line, asks for the app at the first paint; the route’s files wait for the banner', async () => {
      // No answer yet when the line is judged: the banner is a round trip and an image away.
      vi.spyOn(window, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
      runPageScript({ ...earlyStartConfig(preload, app), slowLineMs: 0, appHoldMaxMs: 400 });
      await vi.waitFor(() => expect(entry()?.getAttribute('src')).toBe('/assets/index.js'));
      expect(document.head.querySelectorAll('link[href="/assets/shared.js"]')).toHaveLength(1);
      expect(routeFiles()).toHaveLength(0);
      await vi.waitFor(() => expect(routeFiles()).toHaveLength(1), { timeout: 2_000 });
      expect(document.head.querySelectorAll('script[type=module]')).toHaveLength(1);
    });

    it('on a line whose page was slow to start answering, asks for the app at once, before the first paint', () => {
      neverPaint();
      vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
        type === 'navigation'
          ? ([{ requestStart: 20, responseStart: 20 + SLOW_LINE_MS + 150 }] as never)
          : [],
      );
      runPageScript({ ...earlyStartConfig(preload, app), appHoldMaxMs: 60_000 });
      // Synchronously: nothing has painted yet, no call has answered.
      expect(entry()?.getAttribute('src')).toBe('/assets/index.js');
      expect(routeFiles()).toHaveLength(0);
    });

    it('the start’s calls answering late tell a slow line, whenever the page paints', async () => {
      // The answers come after SLOW_LINE_MS but before the page first paints (a slow phone).
      const pageFetch = vi.mocked(window.fetch).getMockImplementation()!;
      vi.spyOn(window, 'fetch').mockImplementation(
        (input, init) =>
          new Promise<Response>((resolve) => setTimeout(() => resolve(pageFetch(input, init)), 20)),
      );
      neverPaint();
      const answered = vi.fn();
      runPageScript({ ...earlyStartConfig(preload, app), slowLineMs: 5, appHoldMaxMs: 60_000 });
      void takeParked().systemStatus?.then(answered);
      expect(entry()).toBeNull();
      await vi.waitFor(() => expect(entry()?.getAttribute('src')).toBe('/assets/index.js'));
      expect(routeFiles()).toHaveLength(0);
      // Answered, and the page has still not painted.
      await vi.waitFor(() => expect(answered).toHaveBeenCalled());
      expect(routeFiles()).toHaveLength(0);
    });

    it('asks for the app and the route’s files anyway once the longest wait is over (a banner that never paints)', async () => {
      runPageScript({ ...earlyStartConfig(preload, app), ...fast, appHoldMaxMs: 300 });
      await vi.waitFor(() =>
        expect(document.querySelector('.boot-shell__banner img')).not.toBeNull(),
      );
      expect(entry()).toBeNull();
      expect(routeFiles()).toHaveLength(0);
      await vi.waitFor(() => expect(routeFiles()).toHaveLength(1), { timeout: 2_000 });
      expect(document.head.querySelectorAll('script[type=module]')).toHaveLength(1);
    });

    it('asks for the route’s files at once when the page has no banner to show (a failed call)', async () => {
      failNext('announcements', '#727', 'System busy');
      runPageScript(earlyStartConfig(preload, app));
      await vi.waitFor(() => expect(routeFiles()).toHaveLength(1));
      expect(entry()).not.toBeNull();
      expect(document.querySelector('.boot-shell__banner img')).toBeNull();
    });

    it('asks for everything right after the first paint on a route without a banner', async () => {
      window.history.pushState(null, '', '/member');
      try {
        expect(earlyStartConfig(noPreload, app).start.bannerGroups['/member']).toBeUndefined();
        const calls = recordCalls('announcements');
        runPageScript(earlyStartConfig(preload, app));
        await vi.waitFor(() => expect(routeFiles()).toHaveLength(1));
        expect(entry()).not.toBeNull();
        expect(calls).toHaveLength(1);
        await takeEarlyStart(window).answers('announcements', {
          params: { ...START_ANNOUNCEMENTS },
          headers: {},
        } as never);
      } finally {
        window.history.pushState(null, '', '/');
      }
    });
  });

  it('gives the shell its texts in every catalogue', () => {
    expect(shellText('app.loading')).toBe(
      '<span data-boot-text="en">Loading…</span><span data-boot-text="ty">Naglo-load…</span>',
    );
    expect(() => shellText('app.nothing')).toThrow(/lacks/);
  });

  describe('the start’s announcements and first banner', () => {
    const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
    const shellFrame = () => {
      document.body.innerHTML =
        '<div id="boot-shell"><div><i class="boot-shell__banner"></i></div></div>';
      return document.querySelector('.boot-shell__banner')!;
    };
    afterEach(() => {
      document.body.innerHTML = '';
    });
    /** The announcements answer of the mock, with these banners. */
    const answerBanners = (banners: object[]) =>
      server.use(
        http.get(`*${ANNOUNCEMENTS}`, () =>
          HttpResponse.json({ success: true, value: { banners, player: [], popup: [] } }),
        ),
      );

    it('asks once: the app’s start call takes the page’s answer, sent as the app sends it', async () => {
      const calls = recordCalls('announcements');
      runPageScript();
      const { client, state } = createTestClient({ early: takeEarlyStart(window).answers });
      // Nothing stored: the app resolves the brand's language, TY.
      state.language = 'TY';
      const value = await client.call('announcements', { ...START_ANNOUNCEMENTS });
      expect(value.banners.length).toBeGreaterThan(0);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.headers.merchant).toBe('DEMO');
      expect(calls[0]?.headers.language).toBe('TY');
      await client.call('announcements', { ...START_ANNOUNCEMENTS });
      expect(calls).toHaveLength(2);
    });

    it('goes out with the brand file, and again once the brand names another merchant', async () => {
      let answerBrand = () => undefined as void;
      const brandHeld = new Promise<void>((done) => (answerBrand = done));
      server.use(
        http.get('*/brand.json', async () => {
          await brandHeld;
          return HttpResponse.json({ merchant: 'OTHER', defaultLanguage: 'TY' });
        }),
      );
      const calls = recordCalls('announcements');
      runPageScript();
      // The brand file has not answered: the page's own merchant.
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]?.headers.merchant).toBe('DEMO');
      answerBrand();
      await vi.waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1]?.headers.merchant).toBe('OTHER');
      const { client, state } = createTestClient({ early: takeEarlyStart(window).answers });
      state.merchant = 'OTHER';
      state.language = 'TY';
      await client.call('announcements', { ...START_ANNOUNCEMENTS });
      expect(calls).toHaveLength(2);
    });

    it('another request than the page’s (language, popups of a login) goes out', async () => {
      const calls = recordCalls('announcements');
      runPageScript();
      const answers = takeEarlyStart(window).answers;
      const { client } = createTestClient({ early: answers });
      await client.call('announcements', { ...START_ANNOUNCEMENTS, execution: 'A,F' });
      expect(calls).toHaveLength(2);
      expect(calls[1]?.headers.language).toBe('EN');
    });

    it.each([
      ['maintenance', { maintenance: true }, 'TY'],
      ['a status whose languages resolve another', { languages: ['EN'] }, 'EN'],
    ] as [string, Parameters<typeof mockScenario>[0], string][])(
      'after %s the page’s guess is not used: no banner, the app’s call goes out',
      async (_, scenario, language) => {
        mockScenario(scenario);
        const frame = shellFrame();
        const calls = recordCalls('announcements');
        runPageScript();
        const { client, state } = createTestClient({ early: takeEarlyStart(window).answers });
        state.language = language;
        await client.call('announcements', { ...START_ANNOUNCEMENTS });
        expect(calls.map((c) => c.headers.language)).toEqual(['TY', language]);
        expect(frame.querySelector('img')).toBeNull();
      },
    );

    it('a parked failure fails like a live one, and the shell keeps its empty frame', async () => {
      failNext('announcements', '#727', 'System busy');
      const frame = shellFrame();
      const calls = recordCalls('announcements');
      runPageScript();
      const { client, state } = createTestClient({ early: takeEarlyStart(window).answers });
      state.language = 'TY';
      await expect(client.call('announcements', { ...START_ANNOUNCEMENTS })).rejects.toMatchObject({
        code: '#727',
      });
      expect(calls).toHaveLength(1);
      expect(frame.querySelector('img')).toBeNull();
    });

    it('shows the route’s first banner in the shell, from the image CDN the app picks', async () => {
      vi.spyOn(Math, 'random').mockReturnValue(0.99);
      const banners = [
        { bannerId: 1, groupName: '/rng', url: 'rng.png', sort: 0 },
        { bannerId: 2, groupName: '/', url: 'home-2.png', sort: 2 },
        { bannerId: 3, groupName: '/', url: './home-1.png', sort: 1 },
      ];
      answerBanners(banners);
      const frame = shellFrame();
      runPageScript();
      const { imageCdnDraw } = takeEarlyStart(window);
      await vi.waitFor(() => expect(frame.querySelector('img')).not.toBeNull());
      const image = frame.querySelector('img')!;
      expect(image.getAttribute('src')).toBe('/cdn-b/home-1.png');
      expect(image.getAttribute('fetchpriority')).toBe('high');
      // The app's own banner, with the app's pick from the page's draw: the same address.
      const first = bannersOfGroup(banners, bannerGroupOf(window.location.pathname))[0]!;
      const cdn = pickRandom(['/cdn-a', '/cdn-b'], () => imageCdnDraw!);
      expect(imageUrl(first.url, cdn)).toBe(image.getAttribute('src'));
    });
  });
});
