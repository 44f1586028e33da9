import { keepUntilTestEnds } from './live-tasks';
import { WAIT_MS } from './wait-ms';
import { vi } from 'vitest';
import { buffers, eventChannel } from 'redux-saga';
import { createApiClient, plainCipher, type ApiClientConfig } from '@/api/client';
import { createHttp } from '@/api/http';
import { createAppStore, type RootState } from '@/app/store';
import type { Services } from '@/core/services';

/** A client against the MSW node handlers (jsdom origin), validating every answer. */
export function createTestClient(overrides: Partial<ApiClientConfig> = {}) {
  const onUnauthorized = vi.fn();
  const state = { token: null as string | null, language: 'EN', merchant: 'DEMO' };
  const client = createApiClient({
    baseURL: '',
    http: createHttp,
    merchant: () => state.merchant,
    token: () => state.token,
    language: () => state.language,
    onUnauthorized,
    cipher: plainCipher,
    validate: true,
    timeoutMs: 2_000,
    ...overrides,
  });
  return { client, state, onUnauthorized };
}

/** Logs a demo account in through the mock and returns its token. */
export async function loginToken(username = 'player1', password = 'pass1234') {
  const { client } = createTestClient();
  const value = await client.call('login', { username, password, type: 'username' });
  return value.token;
}

/**
 * A page-visibility service the test drives: `set(false)` hides the tab, `set(true)` shows it.
 * Each subscription gets the current state first, like the browser's.
 */
export function createVisibility(initial = true) {
  let visible = initial;
  const emitters = new Set<(shown: boolean) => void>();
  const service = () =>
    eventChannel<boolean>((emit) => {
      emitters.add(emit);
      emit(visible);
      return () => emitters.delete(emit);
    }, buffers.sliding(1));
  const set = (shown: boolean) => {
    visible = shown;
    for (const emit of emitters) emit(shown);
  };
  return { service, set };
}

/** The real store and sagas with test services (navigation and windows are spies). */
export function createTestStore(preloaded?: Partial<RootState>, overrides: Partial<Services> = {}) {
  const location = { current: '/' };
  const holder: { store?: ReturnType<typeof createAppStore>['store'] } = {};
  const { client } = createTestClient({
    token: () => holder.store?.getState().session.token ?? null,
    language: () => holder.store?.getState().preferences.language ?? 'EN',
    onUnauthorized: () =>
      holder.store?.dispatch({ type: 'session/sessionEnded', payload: { reason: 'expired' } }),
  });
  const services: Services = {
    api: client,
    navigate: vi.fn((to: string) => {
      location.current = to;
    }),
    location: () => location.current,
    openWindow: vi.fn(() => ({}) as Window),
    random: () => 0,
    host: () => 'localhost',
    visibility: createVisibility().service,
    ...overrides,
  };
  const { store, task } = createAppStore(services, preloaded);
  keepUntilTestEnds(task);
  holder.store = store;
  return { store, task, services, location };
}

/** Records every action dispatched on the store from now on (the store still handles them). */
export function recordActions(store: ReturnType<typeof createTestStore>['store']) {
  const actions: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((a: { type: string; payload?: unknown }) => {
    actions.push(a);
    return dispatch(a as never);
  }) as typeof store.dispatch;
  return actions;
}

/**
 * Resolves once the predicate holds for the store's state (or fails after `ms`: WAIT_MS unless
 * named, as the unit tests run beside the features' browsers and a saga may wait on the CPU).
 */
export async function waitForState<T>(
  store: { getState: () => T; subscribe: (l: () => void) => () => void },
  predicate: (state: T) => boolean,
  ms = WAIT_MS,
): Promise<T> {
  if (predicate(store.getState())) return store.getState();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`state never matched: ${JSON.stringify(store.getState()).slice(0, 400)}`));
    }, ms);
    const unsubscribe = store.subscribe(() => {
      if (predicate(store.getState())) {
        clearTimeout(timer);
        unsubscribe();
        resolve(store.getState());
      }
    });
  });
}

/** A fresh trial (type 4) account's token from the mock's free-play login. */
export async function freePlayToken(): Promise<string> {
  const res = await fetch(new URL('/wps/session/login/freeplay', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ os: 'web', platform: 'W' }),
  });
  return ((await res.json()) as { value: { token: string } }).value.token;
}
