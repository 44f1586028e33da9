import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { createTestClient } from '@/testing/harness';
import { dropConnection, failNext } from '@/testing/mock-backend';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api/errors';
import { earlyAnswers, EARLY_KEY } from './early-start';
import { earlyStartConfig, earlyStartScript, shellText } from './early-start-config';

const noPreload = { catalogues: {}, sections: {}, routes: {} };

/** Runs the script index.html carries, as the page would (a classic script in the window). */
function runPageScript(config = earlyStartConfig(noPreload, null)) {
  window.eval(earlyStartScript(config).replace(/^<script>|<\/script>$/g, ''));
}

/** Counts the calls of an endpoint path that reach the mock, and records their headers. */
function watch(path: string) {
  const seen: Headers[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      seen.push(request.headers);
      // Nothing returned: the mock's own handler answers.
    }),
  );
  return seen;
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
});

describe('the page’s early start', () => {
  it('sends the start-up calls with the headers the app’s client sends', async () => {
    localStorage.setItem('hisLang', 'EN');
    sessionStorage.setItem('token', 'tk_stored');
    const early = watch('/wps/system/status');
    runPageScript();
    const take = earlyAnswers(window);
    await take('systemStatus');
    const { client, state } = createTestClient();
    state.token = 'tk_stored';
    await client.call('systemStatus', { url: window.location.host });
    const [fromPage, fromClient] = early;
    for (const name of ['Merchant', 'Language', 'Device', 'X-Gateway-Version', 'ModuleId'])
      expect(fromPage?.get(name), name).toBe(fromClient?.get(name));
    expect(fromPage?.get('Authorization')).toBe('tk_stored');
  });

  it('answers the app once through the client’s checks; the next call goes out', async () => {
    const calls = watch('/wps/system/status');
    runPageScript();
    const { client } = createTestClient({ early: earlyAnswers(window) });
    const status = await client.call('systemStatus', { url: window.location.host });
    expect(status.maintenance).toBe(false);
    expect(calls).toHaveLength(1);
    await client.call('systemStatus', { url: window.location.host });
    expect(calls).toHaveLength(2);
  });

  it('a parked failure fails like a live one, and a retry calls again', async () => {
    failNext('systemStatus', '#727', 'System busy');
    runPageScript();
    const { client } = createTestClient({ early: earlyAnswers(window) });
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
    const { client } = createTestClient({ early: earlyAnswers(window) });
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

  it('gives a stored language the portal does not know no say (the page keeps a valid lang)', () => {
    localStorage.setItem('hisLang', 'xx');
    runPageScript();
    expect(document.documentElement.lang).toBe('fil');
    expect(document.documentElement.getAttribute('data-boot-text')).toBe('ty');
    localStorage.clear();
  });

  it('loads the app and the route’s chunks after the first frame, once', async () => {
    const config = earlyStartConfig(
      {
        catalogues: { ty: ['/assets/ty.js'] },
        sections: { index: ['/assets/home.js', '/assets/home.css'] },
        routes: { [window.location.pathname]: 'index' },
      },
      { entry: '/assets/index.js', modules: ['/assets/shared.js'] },
    );
    const before = document.head.innerHTML;
    runPageScript(config);
    expect(document.head.innerHTML).toBe(before);
    await vi.waitFor(() =>
      expect(document.head.querySelector('script[type=module]')).not.toBeNull(),
    );
    await new Promise((done) => setTimeout(done, 150));
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
    ]);
    document.head.innerHTML = before;
  });

  it('gives the shell its texts in every catalogue', () => {
    expect(shellText('app.loading')).toBe(
      '<span data-boot-text="en">Loading…</span><span data-boot-text="ty">Naglo-load…</span>',
    );
    expect(() => shellText('app.nothing')).toThrow(/lacks/);
  });
});
