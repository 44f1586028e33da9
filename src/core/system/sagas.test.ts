import { describe, expect, it, vi } from 'vitest';
import { createTestStore, createVisibility, loginToken, waitForState } from '@/testing/harness';
import { sessionActions } from '@/core/session/slice';
import { modalsActions } from '@/core/modals/slice';
import { systemActions } from './slice';
import { answerWith, dropConnection, failAlways, mockScenario } from '@/testing/mock-backend';
import { callsMade, recordCalls } from '@/testing/requests';

const start = async (setup?: () => void, random = () => 0) => {
  setup?.();
  const harness = createTestStore(undefined, { random });
  harness.store.dispatch(systemActions.startupRequested());
  await waitForState(harness.store, (s) => s.system.phase !== 'booting');
  return harness;
};

describe('start-up flow', () => {
  it('status 0: the app, with flags, rules, resources and CDN bases', async () => {
    const { store } = await start();
    const s = store.getState().system;
    expect(s.phase).toBe('ready');
    expect(s.status).toBe(0);
    expect(s.flags).toMatchObject({ DIRECTREG3: true, MOBILENUMREG3: true, CBS3: true });
    expect(s.registerRules.username).toMatchObject({ required: true, minLength: 6, maxLength: 13 });
    expect(s.imageCdn).toBe('/cdn-a');
    expect(s.launchCdn).toBe('/launch-a');
    expect(s.languages).toEqual(['TY', 'EN']);
  });

  it('picks the CDN bases at random from the server lists', async () => {
    const { store } = await start(undefined, () => 0.99);
    expect(store.getState().system.imageCdn).toBe('/cdn-b');
    expect(store.getState().system.launchCdn).toBe('/launch-b');
  });

  it('takes the image CDN of the page’s draw (its first banner came from there)', async () => {
    const harness = createTestStore(undefined, { random: () => 0, imageCdnDraw: 0.99 });
    harness.store.dispatch(systemActions.startupRequested());
    await waitForState(harness.store, (s) => s.system.phase !== 'booting');
    expect(harness.store.getState().system.imageCdn).toBe('/cdn-b');
    expect(harness.store.getState().system.launchCdn).toBe('/launch-a');
  });

  it('status 1 under maintenance, with its end time', async () => {
    const { store } = await start(() =>
      mockScenario({
        maintenance: true,
        maintenanceEndTime: 1_900_000_000_000,
      }),
    );
    expect(store.getState().system).toMatchObject({
      status: 1,
      maintenanceEndTime: 1_900_000_000_000,
    });
  });

  it('status 2 when region restricted, with the location', async () => {
    const { store } = await start(() =>
      mockScenario({
        regionRestriction: true,
        location: { ip: '1.2.3.4', country: 'X' },
      }),
    );
    expect(store.getState().system).toMatchObject({
      status: 2,
      location: { ip: '1.2.3.4', country: 'X' },
    });
  });

  it('maintenance wins over region restriction', async () => {
    const { store } = await start(() =>
      mockScenario({ maintenance: true, regionRestriction: true }),
    );
    expect(store.getState().system.status).toBe(1);
  });

  it('fails with the network message when the status cannot be had, and retries', async () => {
    dropConnection('systemStatus', 1);
    const { store } = await start();
    expect(store.getState().system).toMatchObject({
      phase: 'failed',
      errorMessage: 'Network link is abnormal, please try again',
    });
    store.dispatch(systemActions.startupRequested());
    await waitForState(store, (s) => s.system.phase === 'ready');
  });

  it("marks the start-up timeline once start-up's answers are in (app-started), never on a failure", async () => {
    performance.clearMarks('app-started');
    dropConnection('systemStatus', 1);
    const { store } = await start();
    expect(store.getState().system.phase).toBe('failed');
    expect(performance.getEntriesByName('app-started')).toHaveLength(0);
    store.dispatch(systemActions.startupRequested());
    await waitForState(store, (s) => s.system.phase === 'ready');
    expect(performance.getEntriesByName('app-started', 'mark')).toHaveLength(1);
  });

  it('uses the brand file of the deployment, and defaults without one', async () => {
    const { store } = await start(() =>
      mockScenario({ brand: { loginedToHomePage: true, merchant: 'ACME' } }),
    );
    expect(store.getState().system.brand).toMatchObject({
      loginedToHomePage: true,
      merchant: 'ACME',
      lotteryType: 'Lott',
    });
    mockScenario({
      errors: {
        brandConfig: {
          status: 404,
          errorCode: 'not.found',
          message: 'no file',
          network: false,
        },
      },
    });
    const second = await start();
    expect(second.store.getState().system.brand).toMatchObject({
      loginedToHomePage: false,
      merchant: 'DEMO',
    });
  });

  it('fetches the country codes at start', async () => {
    const { store } = await start();
    await waitForState(store, (s) => s.system.countries.length > 0);
    expect(store.getState().system.countries).toContainEqual({
      countryCode: 'PH',
      countryDialingCode: '63',
    });
  });

  it('fetches member info at start when a token is present, and keeps it in session storage', async () => {
    const token = await loginToken('agent01');
    const { store } = createTestStore();
    store.dispatch(sessionActions.tokenReceived(token));
    store.dispatch(systemActions.startupRequested());
    await waitForState(store, (s) => s.session.memberStatus === 'loaded');
    expect(store.getState().session.member).toMatchObject({ account: 'agent01', type: 1 });
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('account')).toBe('agent01');
    expect(sessionStorage.getItem('isAgent')).toBe('1');
  });

  it('drops a dead token (HTTP 401) and goes on as a visitor', async () => {
    const { store } = createTestStore();
    store.dispatch(sessionActions.tokenReceived('tk_dead'));
    store.dispatch(systemActions.startupRequested());
    await waitForState(store, (s) => s.system.phase === 'ready' && s.session.token === null);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('DEMO');
  });
});

describe('the status when the tab comes back', () => {
  const startWatched = async () => {
    const visibility = createVisibility();
    const harness = createTestStore(undefined, { visibility: visibility.service });
    harness.store.dispatch(systemActions.startupRequested());
    await waitForState(harness.store, (s) => s.system.phase === 'ready');
    return { ...harness, visibility };
  };

  it('shows maintenance that began while the tab was hidden, and the portal again when it ends', async () => {
    const { store, visibility } = await startWatched();
    const statusCalls = callsMade('systemStatus');
    mockScenario({ maintenance: true, maintenanceEndTime: 1_900_000_000_000 });
    visibility.set(false);
    expect(statusCalls).toHaveLength(0);
    visibility.set(true);
    await waitForState(store, (s) => s.system.status === 1);
    expect(store.getState().system.maintenanceEndTime).toBe(1_900_000_000_000);
    mockScenario({ maintenance: false });
    visibility.set(false);
    visibility.set(true);
    await waitForState(store, (s) => s.system.status === 0);
    expect(statusCalls).toHaveLength(2);
  });

  it('keeps what is shown when the call fails', async () => {
    const { store, visibility } = await startWatched();
    const statusCalls = callsMade('systemStatus');
    failAlways('systemStatus', '500', 'down');
    visibility.set(false);
    visibility.set(true);
    await vi.waitFor(() => expect(statusCalls).toHaveLength(1));
    expect(store.getState().system.status).toBe(0);
  });
});

describe('customer service', () => {
  const openFor = async (account: string | null) => {
    const harness = createTestStore();
    if (account) harness.store.dispatch(sessionActions.tokenReceived(await loginToken(account)));
    harness.store.dispatch(systemActions.startupRequested());
    await waitForState(
      harness.store,
      (s) => s.system.phase === 'ready' && (!account || s.session.memberStatus === 'loaded'),
    );
    harness.store.dispatch(systemActions.customerServiceRequested());
    return harness;
  };

  it('opens live chat (type 3) in a 440x750 window for a visitor', async () => {
    const { services } = await openFor(null);
    await expect
      .poll(
        () =>
          (services.openWindow as unknown as { mock: { calls: unknown[][] } }).mock.calls.length,
      )
      .toBe(1);
    expect(services.openWindow).toHaveBeenCalledWith(
      expect.stringContaining('/__mock/pages/chat?service=live'),
      'customer-service',
      'width=440,height=750',
    );
  });

  it('opens VIP service above club rank 4, live chat at rank 4 or below', async () => {
    const vip = await openFor('vip0001');
    await expect
      .poll(
        () =>
          (vip.services.openWindow as unknown as { mock: { calls: unknown[][] } }).mock.calls
            .length,
      )
      .toBe(1);
    expect(vip.services.openWindow).toHaveBeenCalledWith(
      expect.stringContaining('service=vip'),
      'customer-service',
      'width=440,height=750',
    );
    const silver = await openFor('agent01');
    await expect
      .poll(
        () =>
          (silver.services.openWindow as unknown as { mock: { calls: unknown[][] } }).mock.calls
            .length,
      )
      .toBe(1);
    expect(silver.services.openWindow).toHaveBeenCalledWith(
      expect.stringContaining('service=live'),
      'customer-service',
      'width=440,height=750',
    );
  });

  const opened = (services: { openWindow: unknown }) =>
    (services.openWindow as { mock: { calls: unknown[][] } }).mock.calls;

  it('opens the address the customer-service link call answers now (type 3, decrypted)', async () => {
    const harness = createTestStore();
    harness.store.dispatch(systemActions.startupRequested());
    await waitForState(harness.store, (s) => s.system.phase === 'ready');
    mockScenario({ customerService: { '3': '/__mock/pages/chat?service=moved' } });
    const calls = callsMade();
    harness.store.dispatch(systemActions.customerServiceRequested());
    await expect.poll(() => opened(harness.services).length).toBe(1);
    expect(calls).toContain('customerServiceLink');
    expect(opened(harness.services)[0]?.[0]).toMatch(
      /^http:\/\/[^/]+\/__mock\/pages\/chat\?service=moved$/,
    );
  });

  it('opens the status answer’s address when the link call fails', async () => {
    const harness = createTestStore();
    harness.store.dispatch(systemActions.startupRequested());
    await waitForState(harness.store, (s) => s.system.phase === 'ready');
    failAlways('customerServiceLink', '#727', 'System busy');
    harness.store.dispatch(systemActions.customerServiceRequested());
    await expect.poll(() => opened(harness.services).length).toBe(1);
    expect(opened(harness.services)[0]?.[0]).toContain('service=live');
  });

  it('reserves the window inside the click and closes it when there is no address', async () => {
    const reserveWindow = vi.fn(() => true);
    const releaseWindow = vi.fn();
    // A site without customer service: the store before start-up lists none, the call none.
    const harness = createTestStore(undefined, { reserveWindow, releaseWindow });
    answerWith('customerServiceLink', { version: { pathList: [] } });
    harness.store.dispatch(systemActions.customerServiceRequested());
    expect(reserveWindow).toHaveBeenCalledWith('customer-service', 'width=440,height=750');
    await waitForState(harness.store, (s) => s.system.notice === 'noCustomerService');
    expect(releaseWindow).toHaveBeenCalledWith('customer-service');
    expect(harness.services.openWindow).not.toHaveBeenCalled();
  });

  it('says so when the browser blocks the window', async () => {
    const harness = createTestStore(undefined, { openWindow: () => null });
    harness.store.dispatch(systemActions.startupRequested());
    await waitForState(harness.store, (s) => s.system.phase === 'ready');
    harness.store.dispatch(systemActions.customerServiceRequested());
    await waitForState(harness.store, (s) => s.system.notice === 'popupBlocked');
  });
});

describe('fresh white-label switches', () => {
  const started = async () => {
    const harness = createTestStore();
    harness.store.dispatch(systemActions.startupRequested());
    await waitForState(harness.store, (s) => s.system.phase === 'ready');
    return harness;
  };

  it('opening the login popup asks the switches again (the operator changed one since start-up)', async () => {
    const { store } = await started();
    expect(store.getState().system.flags.MOBILEVERCODELOGIN3).toBe(true);
    mockScenario({ whitelabel: { MOBILEVERCODELOGIN3: false } });
    store.dispatch(modalsActions.opened({ name: 'loginPopupModal' }));
    await waitForState(store, (s) => s.system.flags.MOBILEVERCODELOGIN3 === false);
  });

  it('a failed call keeps the start-up’s switches', async () => {
    const { store } = await started();
    const before = store.getState().system.flags;
    failAlways('whitelabel', '#727', 'System busy');
    const calls = recordCalls('whitelabel');
    store.dispatch(systemActions.flagsRequested());
    // The refusal has been answered; the saga takes it before the next turn of the event loop.
    await expect.poll(() => calls.some((c) => c.answered)).toBe(true);
    await new Promise((r) => setImmediate(r));
    expect(store.getState().system.flags).toEqual(before);
  });
});

describe('system notices', () => {
  it('go by themselves after a while', async () => {
    vi.useFakeTimers();
    const { store } = createTestStore();
    store.dispatch(systemActions.noticeShown('noCustomerService'));
    await vi.advanceTimersByTimeAsync(5999);
    expect(store.getState().system.notice).toBe('noCustomerService');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().system.notice).toBeNull();
    vi.useRealTimers();
  });
});
