import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { buffers, eventChannel } from 'redux-saga';
import { createApiClient, plainCipher } from '@/api/client';
import { initI18n } from '@/i18n';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { local, session } from '@/lib/storage';
import { initialPreferencesState, THEME_STORAGE_KEY, type Theme } from '@/core/preferences/slice';
import { sessionActions } from '@/core/session/slice';
import { systemActions } from '@/core/system/slice';
import { App } from './App';
import { createNavigatorRef } from './router';
import { createWindowOpener } from '../core/game-window';
import { createAppStore, type AppStore } from './store';
import { REQUEST_TIMEOUT_MS, takeEarlyStart } from './early-start';
import { yieldToMain } from '@/lib/yield-to-main';
import { registerServiceWorker } from './service-worker';

/** Takes `?token=` off the address bar (it must not linger there) and returns it. */
export function takeTokenFromUrl(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token.trim() || null;
}

/** The page's visibility: the current state first, then every change (only the latest is kept). */
function pageVisibility() {
  return eventChannel<boolean>((emit) => {
    const onChange = () => emit(document.visibilityState !== 'hidden');
    onChange();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, buffers.sliding(1));
}

/**
 * The installed app's worker (production builds only: `npm start` has none): after load and idle,
 * and the "new version" notice when one waits. The static demo's mock runs in the same worker.
 */
function startAppWorker() {
  if (!import.meta.env.PROD) return;
  registerServiceWorker(window, {
    url: `${import.meta.env.BASE_URL}sw.js`,
    onUpdateReady: (reload) =>
      void import('./UpdateNotice').then((m) => m.showUpdateNotice(document, reload)),
  });
}

export async function boot(container: HTMLElement) {
  // The start-up timeline (with app-started and app-ready; `npm run bench` reads them).
  performance.mark('app-boot');
  const urlToken = takeTokenFromUrl();
  if (import.meta.env.VITE_MOCK === 'worker') {
    const { startWorker } = await import('../../mocks/browser');
    // The app's worker imports MSW's (vite.config.ts): one worker on scope `/`.
    await startWorker(undefined, import.meta.env.PROD ? 'sw.js' : undefined);
  }
  startAppWorker();
  const language = local.get(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE;
  const storedTheme = local.get(THEME_STORAGE_KEY);
  const theme: Theme = storedTheme === 'dark' ? 'dark' : 'light';
  await initI18n(language);
  // Start-up runs as a few short tasks (texts; store and sagas; the first calls; the first render)
  // rather than one long one.
  await yieldToMain();

  // The service-worker mock starts above: the page's early calls went out before it could answer.
  const early = import.meta.env.VITE_MOCK === 'worker' ? undefined : takeEarlyStart(window);
  // The client reads the store lazily: it exists once createAppStore below has run.
  const ref: { store?: AppStore } = {};
  const api = createApiClient({
    baseURL: import.meta.env.VITE_API_BASE ?? '',
    // axios comes beside the first script, not in it: the start's calls are the page's own.
    http: (baseURL, timeoutMs) =>
      import('@/api/http').then((m) => m.createHttp(baseURL, timeoutMs)),
    merchant: () => ref.store?.getState().system.brand.merchant ?? '',
    token: () => ref.store?.getState().session.token ?? null,
    language: () => ref.store?.getState().preferences.language ?? language,
    onUnauthorized: () => ref.store?.dispatch(sessionActions.sessionEnded({ reason: 'expired' })),
    cipher:
      import.meta.env.VITE_PAYLOAD_CODEC === 'legacy'
        ? {
            encrypt: async (body, ep) =>
              (await import('@/api/codec/legacy')).legacyCipherOf(api).encrypt(body, ep),
          }
        : plainCipher,
    validate: import.meta.env.DEV || import.meta.env.MODE === 'test',
    timeoutMs: REQUEST_TIMEOUT_MS,
    early: early?.answers,
  });
  const navigator = { current: createNavigatorRef() };
  const windows = createWindowOpener(window);
  const { store } = createAppStore(
    {
      api,
      navigate: (to, options) => navigator.current.navigate?.(to, options),
      location: () => navigator.current.location,
      openWindow: windows.open,
      reserveWindow: windows.reserve,
      releaseWindow: windows.release,
      random: Math.random,
      imageCdnDraw: early?.imageCdnDraw,
      host: () => window.location.host,
      visibility: pageVisibility,
    },
    { preferences: { ...initialPreferencesState, theme, language } },
  );
  ref.store = store;
  await yieldToMain();

  const token = urlToken ?? session.get('token');
  if (token) store.dispatch(sessionActions.tokenReceived(token));
  store.dispatch(systemActions.startupRequested());

  await yieldToMain();
  const root = createRoot(container);
  // A transition: the first render is sliced rather than one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <App navigator={navigator} shellBanner={early?.shellBanner} />
        </Provider>
      </StrictMode>,
    ),
  );
}
