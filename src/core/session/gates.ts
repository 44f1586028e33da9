import { call, put, select } from 'redux-saga/effects';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '@/api/contract/start-constants';
import type { RootState } from '@/app/store';
import { ask } from '@/core/dialogs/sagas';
import { modalsActions } from '@/core/modals/slice';

export { TRIAL_ACCOUNT_TYPE };
/** isAgent values that may use the account centre: the real agent accounts (spec 1 §6). */
export const ACCOUNT_CENTRE_TYPES = AGENT_ACCOUNT_TYPES;

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
