import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

/** A service worker as the page sees it: its state and the messages it was sent. */
function fakeWorker(state: ServiceWorkerState = 'installing') {
  return Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
}
type FakeWorker = ReturnType<typeof fakeWorker>;

/**
 * A page as the registration sees it: its readiness and events, and the browser's worker container
 * (the worker in control, and the registration `register` answers).
 */
function fakePage({ readyState = 'complete', serviceWorker = true, controlled = true } = {}) {
  const events = new EventTarget();
  const registration = Object.assign(new EventTarget(), {
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? fakeWorker('activated') : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  const win = {
    navigator: serviceWorker ? { serviceWorker: container } : {},
    document: { readyState },
    location: { reload: vi.fn() },
    addEventListener: events.addEventListener.bind(events),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  };
  return {
    win: win as unknown as Window,
    events,
    container,
    registration,
    reload: win.location.reload,
  };
}

/** A new worker installs: found, then installed. */
function installNewWorker(registration: ReturnType<typeof fakePage>['registration']) {
  const worker = fakeWorker();
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  worker.state = 'installed';
  worker.dispatchEvent(new Event('statechange'));
  return worker;
}

describe('registerServiceWorker', () => {
  it('does nothing where the browser has no service workers', () => {
    const { win } = fakePage({ serviceWorker: false });
    expect(registerServiceWorker(win, { url: '/sw.js', onUpdateReady: vi.fn() })).toBe(false);
  });

  it('registers the worker only after the page has loaded', async () => {
    const { win, events, container } = fakePage({ readyState: 'loading' });
    expect(registerServiceWorker(win, { url: '/sw.js', onUpdateReady: vi.fn() })).toBe(true);
    await new Promise((settle) => setTimeout(settle, 5));
    expect(container.register).not.toHaveBeenCalled();
    events.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js'));
  });

  it('tells the player when a new version waits, and hands over and reloads when asked', async () => {
    const { win, container, registration, reload } = fakePage();
    const onUpdateReady = vi.fn();
    registerServiceWorker(win, { url: '/sw.js', onUpdateReady });
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    await Promise.resolve();
    expect(onUpdateReady).not.toHaveBeenCalled();

    const worker = installNewWorker(registration);
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    // Not before the player asks.
    expect(worker.postMessage).not.toHaveBeenCalled();
    const handOver = onUpdateReady.mock.calls[0]![0] as () => void;
    handOver();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    // The page reloads once the new worker controls it.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells the player about a version that was already waiting when the page opened', async () => {
    const { win, container, registration } = fakePage();
    registration.waiting = fakeWorker('installed');
    const onUpdateReady = vi.fn();
    registerServiceWorker(win, { url: '/sw.js', onUpdateReady });
    await vi.waitFor(() => expect(onUpdateReady).toHaveBeenCalledTimes(1));
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('says nothing on the first install (nothing to replace)', async () => {
    const { win, container, registration } = fakePage({ controlled: false });
    const onUpdateReady = vi.fn();
    registerServiceWorker(win, { url: '/sw.js', onUpdateReady });
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    await Promise.resolve();
    installNewWorker(registration);
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('leaves the page working when the worker cannot be registered', async () => {
    const { win, container } = fakePage();
    container.register.mockImplementation(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      registerServiceWorker(win, { url: '/sw.js', onUpdateReady: vi.fn() });
      await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
      await new Promise((settle) => setTimeout(settle, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
