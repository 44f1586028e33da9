import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all } from 'redux-saga/effects';
import { useDispatch, useSelector } from 'react-redux';
import { systemReducer } from '@/features/system/slice';
import { sessionReducer } from '@/features/session/slice';
import { preferencesReducer } from '@/features/preferences/slice';
import { navigationReducer } from '@/features/navigation/slice';
import { watchSystem } from '@/features/system/sagas';
import { watchSession } from '@/features/session/sagas';
import { watchPreferences } from '@/features/preferences/sagas';
import { watchNavigation } from '@/features/navigation/sagas';
import type { Services } from './services';

export const rootReducer = combineReducers({
  system: systemReducer,
  session: sessionReducer,
  preferences: preferencesReducer,
  navigation: navigationReducer,
});
export type RootState = ReturnType<typeof rootReducer>;

export function* rootSaga() {
  yield all([watchSystem(), watchSession(), watchPreferences(), watchNavigation()]);
}

export function createAppStore(services: Services, preloadedState?: Partial<RootState>) {
  const saga = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  const task = saga.run(rootSaga);
  return { store, task };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
