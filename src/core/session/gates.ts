import { call, put, select } from 'redux-saga/effects';
import type { RootState } from '@/app/store';
import { ask } from '@/core/dialogs/sagas';
import { modalsActions } from '@/core/modals/slice';

/** Trial (free-play) account type (spec 1 §6). */
export const TRIAL_ACCOUNT_TYPE = 4;
/** isAgent values that may use the account centre (spec 1 §6). */
export const ACCOUNT_CENTRE_TYPES = [1, 2, 41, 42] as const;

/** Gated actions without a token open the login popup (spec 1 §4); true when logged in. */
export function* requireLogin(): Generator<unknown, boolean, string | null> {
  const token: string | null = yield select((s: RootState) => s.session.token);
  if (token) return true;
  yield put(modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'login' } }));
  return false;
}

/**
 * Gated actions need a real account: a visitor gets the login popup, a trial account the
 * 'in_need_true_account' warning with its confirm button (spec 1 §6). True when allowed.
 */
export function* requireRealAccount() {
  const loggedIn: boolean = yield call(requireLogin);
  if (!loggedIn) return false;
  const type: number | null = yield select((s: RootState) => s.session.member?.type ?? null);
  if (type !== TRIAL_ACCOUNT_TYPE) return true;
  yield call(ask, { kind: 'warning', key: 'roles.in_need_true_account' });
  return false;
}
