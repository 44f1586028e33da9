import { call, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { services, type Services } from '@/core/services';
import type { RootState } from '@/app/store';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { setI18nLanguage } from '@/i18n';
import { local } from '@/lib/storage';
import { preferencesActions, THEME_STORAGE_KEY } from './slice';

function* themeFlow(action: ReturnType<typeof preferencesActions.themeChanged>) {
  yield call([local, local.set], THEME_STORAGE_KEY, action.payload);
}

function* languageResolvedFlow(action: ReturnType<typeof preferencesActions.languageResolved>) {
  yield call(setI18nLanguage, action.payload);
}

/** Language change: store it as hisLang, switch the texts, tell the server when logged in. */
export function* languageChosenFlow(action: ReturnType<typeof preferencesActions.languageChosen>) {
  const { api }: Services = yield* services();
  yield call([local, local.set], LANGUAGE_STORAGE_KEY, action.payload);
  yield call(setI18nLanguage, action.payload);
  const token: string | null = yield select((s: RootState) => s.session.token);
  if (!token) return;
  try {
    yield call(api.call, 'updateLanguage', { language: action.payload });
  } catch {
    /* the choice is kept locally; the server learns it next time */
  }
}

export function* watchPreferences() {
  yield takeEvery(preferencesActions.themeChanged.type, themeFlow);
  yield takeEvery(preferencesActions.languageResolved.type, languageResolvedFlow);
  yield takeLatest(preferencesActions.languageChosen.type, languageChosenFlow);
}
