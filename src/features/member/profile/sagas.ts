import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { services, type Services } from '@/core/services';
import { safeUrl } from '@/lib/sanitize-url';
import { walletActions } from '@/features/wallet/slice';
import { pageFailureOf } from '@/core/page-failure';
import { loadPart } from '@/core/loaded-part';
import { profileActions } from './slice';

export const loadProfileFlow = () =>
  loadPart((api) => api.call('memberProfile'), {
    loading: profileActions.loading,
    loaded: profileActions.loaded,
    failed: profileActions.failed,
  });

/** The save: one at a time; the answer is the profile as the server now has it. */
export function* saveProfileFlow(action: ReturnType<typeof profileActions.saveRequested>) {
  const { api }: Services = yield* services();
  yield put(profileActions.saveStarted());
  try {
    const value: ResponseOf<'updateProfile'> = yield call(
      api.call,
      'updateProfile',
      action.payload,
    );
    yield put(profileActions.saved(value));
  } catch (error) {
    yield put(profileActions.saveFailed(pageFailureOf(error)));
  }
}

/** The avatar and the choices; only images from safe addresses are shown (no `javascript:`). */
export const loadAvatarFlow = () =>
  loadPart(
    (api) =>
      api.call('playerAvatar').then((value) => ({
        current: safeUrl(value.avatar),
        choices: value.choices.flatMap((c) => safeUrl(c) ?? []),
      })),
    {
      loading: profileActions.avatarLoading,
      loaded: profileActions.avatarLoaded,
      failed: profileActions.avatarFailed,
    },
  );

/** The avatar change; once saved, the header's avatar shows the new one at once. */
export function* saveAvatarFlow(action: ReturnType<typeof profileActions.avatarSaveRequested>) {
  const { api }: Services = yield* services();
  yield put(profileActions.avatarSaveStarted());
  try {
    const value: ResponseOf<'updateAvatar'> = yield call(api.call, 'updateAvatar', {
      icon: action.payload,
    });
    yield put(walletActions.avatarLoaded(safeUrl(value.icon)));
    yield put(profileActions.avatarSaved(value.icon));
  } catch (error) {
    yield put(profileActions.avatarSaveFailed(pageFailureOf(error)));
  }
}

export function* watchProfile() {
  yield takeLatest(profileActions.opened.type, loadProfileFlow);
  yield takeLeading(profileActions.saveRequested.type, saveProfileFlow);
  yield takeLatest(profileActions.avatarOpened.type, loadAvatarFlow);
  yield takeLeading(profileActions.avatarSaveRequested.type, saveAvatarFlow);
}
