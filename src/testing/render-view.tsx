import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import type { LazyFeature } from '@/core/lazy-feature';
import { initialPreferencesState } from '@/core/preferences/slice';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts, type DeferredTextFile } from '@/i18n/feature-texts';
import { createTestStore, recordActions } from './harness';

export interface FeatureViewOptions {
  /** The lazy features the view reads (injected with their sagas). */
  features: LazyFeature[];
  /** Their deferred text files. */
  texts: DeferredTextFile[];
  /** Slices of the store to start from (the session, the wallet...). */
  state?: Partial<RootState>;
  /** The features' own actions that seed the view's state before it renders. */
  actions?: Action[];
}

/**
 * A feature's view in EN over the real store, seeded through its own actions; returns the harness
 * and the actions dispatched from then on (what the view asks for).
 */
export async function renderFeatureView(
  view: ReactNode,
  { features, texts, state = {}, actions = [] }: FeatureViewOptions,
) {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(texts);
  const harness = createTestStore({
    preferences: { ...initialPreferencesState, language: 'EN' },
    ...state,
  });
  features.forEach((f) => harness.store.injectFeature(f));
  actions.forEach((a) => harness.store.dispatch(a));
  const dispatched = recordActions(harness.store);
  render(
    <Provider store={harness.store}>
      <MemoryRouter>{view}</MemoryRouter>
    </Provider>,
  );
  return { ...harness, dispatched };
}
