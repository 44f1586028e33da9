import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { all } from 'redux-saga/effects';
import { systemReducer } from '@/core/system/slice';
import { sessionReducer } from '@/core/session/slice';
import { preferencesReducer } from '@/core/preferences/slice';
import { navigationReducer } from '@/core/navigation/slice';
import { watchSystem } from '@/core/system/sagas';
import { watchSession } from '@/core/session/sagas';
import { watchPreferences } from '@/core/preferences/sagas';
import { watchNavigation } from '@/core/navigation/sagas';
import { accountReducer } from '@/features/account/slice';
import { watchAccountSession } from '@/features/account/sagas/session';
import { shellReducer } from '@/features/shell/slice';
import { watchShell } from '@/features/shell/sagas';
import { walletReducer } from '@/features/wallet/slice';
import { watchWallet } from '@/features/wallet/sagas';
import { chatReducer } from '@/features/chat/slice';
import { watchChat } from '@/features/chat/sagas';
import { noticesReducer } from '@/features/notices/slice';
import { watchNotices } from '@/features/notices/sagas';
import { modalsReducer } from '@/core/modals/slice';
import { dialogsReducer } from '@/core/dialogs/slice';
import type { Services } from '@/core/services';
import {
  featureClosure,
  setActiveFeatureHost,
  type FeatureHost,
  type LazyFeature,
} from '@/core/lazy-feature';
import { registerModals } from '@/core/modals/registry';
import { APP_MODALS } from './modals';
import { watchWorkflows } from './workflows';

// The modal host shows the modals of every feature; the app knows them.
registerModals(APP_MODALS);

/**
 * State of the lazy features (see lazy-feature.ts): absent until the feature loads, so their
 * selectors fall back to the feature's initial state. Features add their key here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyFeatureStates {}

export const rootReducer = combineSlices({
  system: systemReducer,
  session: sessionReducer,
  preferences: preferencesReducer,
  navigation: navigationReducer,
  modals: modalsReducer,
  dialogs: dialogsReducer,
  account: accountReducer,
  shell: shellReducer,
  wallet: walletReducer,
  chat: chatReducer,
  notices: noticesReducer,
}).withLazyLoadedSlices<LazyFeatureStates>();
export type RootState = ReturnType<typeof rootReducer>;

export function* rootSaga() {
  yield all([
    watchSystem(),
    watchSession(),
    watchPreferences(),
    watchNavigation(),
    watchAccountSession(),
    watchShell(),
    watchWallet(),
    watchChat(),
    watchNotices(),
    watchWorkflows(),
  ]);
}

export function createAppStore(services: Services, preloadedState?: Partial<RootState>) {
  const injected = new Set<string>();
  const featureTasks: Task[] = [];
  const host: FeatureHost = {
    injectFeature(feature: LazyFeature) {
      for (const f of featureClosure(feature)) {
        if (injected.has(f.name)) continue;
        injected.add(f.name);
        // The reducer is the root reducer's (module-wide): a store that brings another reducer for
        // the same feature (a story seeding its state) replaces the one an earlier store injected.
        if (f.reducer)
          (
            rootReducer.inject as (
              slice: { reducerPath: string; reducer: Reducer },
              config: { overrideExisting: boolean },
            ) => unknown
          )({ reducerPath: f.name, reducer: f.reducer }, { overrideExisting: true });
        if (f.saga) featureTasks.push(saga.run(f.saga));
      }
    },
  };
  // Sagas reach lazy features through the `features` context (e.g. a workflow loaded on demand).
  const saga = createSagaMiddleware({ context: { services, features: host } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  const task = saga.run(rootSaga);
  // The features' sagas end with the app's (a test that cancels its store stops them all).
  const stopFeatures = () => featureTasks.splice(0).forEach((t) => t.cancel());
  void task.toPromise().then(stopFeatures, stopFeatures);
  setActiveFeatureHost(host);
  return { store: Object.assign(store, host), task };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
