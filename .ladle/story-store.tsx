import { useEffect, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider, useStore } from 'react-redux';
import { useLadleContext, type GlobalState, type StoryDecorator } from '@ladle/react';
import { createApiClient, plainCipher } from '@/api/client';
import { createHttp } from '@/api/http';
import { activateFeature, type FeatureHost, type LazyFeature } from '../src/core/lazy-feature';
import type { Services } from '../src/core/services';
import { createAppStore, type AppStore, type RootState } from '@/app/store';
import { initialPreferencesState, preferencesActions } from '../src/core/preferences/slice';
import { sessionActions } from '../src/core/session/slice';

export const STORY_LANGUAGES = ['EN', 'TY'] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/** The language picked with the global `language` control (English until one is picked). */
export const storyLanguage = (globalState: GlobalState): StoryLanguage =>
  globalState.control.language?.value === 'TY' ? 'TY' : 'EN';

/**
 * The real store and sagas with harmless services: the API client talks to the MSW worker on
 * this origin, navigation does nothing, windows open for real.
 */
export function createStoryStore(preloaded: Partial<RootState> = {}): AppStore {
  const ref: { store?: AppStore } = {};
  const api = createApiClient({
    baseURL: '',
    http: createHttp,
    merchant: () => ref.store?.getState().system.brand.merchant ?? '',
    token: () => ref.store?.getState().session.token ?? null,
    language: () => ref.store?.getState().preferences.language ?? 'EN',
    onUnauthorized: () => ref.store?.dispatch(sessionActions.sessionEnded()),
    cipher: plainCipher,
    validate: true,
    timeoutMs: 20_000,
  });
  const services: Services = {
    api,
    navigate: () => undefined,
    location: () => '/',
    openWindow: (url, name, features) => window.open(url, name, features),
    random: Math.random,
    host: () => window.location.host,
  };
  const { store } = createAppStore(services, preloaded);
  ref.store = store;
  return store;
}

/**
 * A store of its own for what is inside (created once per mount), its preferences following the
 * global language control. `state` slices replace the initial ones.
 */
export function StoryStore({
  state,
  children,
}: {
  state?: Partial<RootState>;
  children: ReactNode;
}) {
  const language = storyLanguage(useLadleContext().globalState);
  const [store] = useState(() =>
    createStoryStore({ preferences: { ...initialPreferencesState, language }, ...state }),
  );
  useEffect(() => {
    if (store.getState().preferences.language !== language) {
      store.dispatch(preferencesActions.languageResolved(language));
    }
  }, [store, language]);
  return <ReduxProvider store={store}>{children}</ReduxProvider>;
}

/** Story decorator: render the story against a store preloaded with `state`. */
export const withState =
  (state: Partial<RootState>): StoryDecorator =>
  (Story) => (
    <StoryStore state={state}>
      <Story />
    </StoryStore>
  );

/** Injects a lazy feature into the story's store and loads its texts before the story renders. */
function FeatureScope({ feature, children }: { feature: LazyFeature; children: ReactNode }) {
  const store = useStore() as unknown as FeatureHost;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    store.injectFeature(feature);
    void activateFeature(feature).then(() => setReady(true));
  }, [store, feature]);
  return ready ? children : <p>…</p>;
}

/** Story decorator: the story's lazy feature is in the store (state, sagas, texts). */
export const withFeature =
  (feature: LazyFeature): StoryDecorator =>
  (Story) => (
    <FeatureScope feature={feature}>
      <Story />
    </FeatureScope>
  );
