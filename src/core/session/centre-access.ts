import type { Action } from '@reduxjs/toolkit';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { modalsActions } from '@/core/modals/slice';
import { navigationActions } from '@/core/navigation/slice';
import { services, type Services } from '@/core/services';
import { sessionActions } from './slice';

/*
 * What the member and agent centres do when their address is opened by someone who may not see
 * them yet (spec 2 §2): a visitor logs in first, a refused account loses the panel's address.
 */

/** How long to wait for the login flow's own move to the home page before going back. */
export const AFTER_LOGIN_WAIT_MS = 1_000;

type AnyAction = { type: string; payload?: unknown };

/** The member info answered (or failed): who is logged in is known. */
export const memberKnown = (a: AnyAction) =>
  a.type === sessionActions.memberInfoLoaded.type ||
  a.type === sessionActions.memberInfoFailed.type;

const loginPopupClosed = (a: AnyAction) =>
  a.type === modalsActions.closed.type && a.payload === 'loginPopupModal';

/** The address without the panel, replacing the current entry (the panel never showed). */
export function* dropCentreAddress(withoutPanel: string) {
  yield put(navigationActions.navigateRequested({ to: withoutPanel, replace: true }));
}

/**
 * A visitor asked for a panel (a deep link): `asking` is put, the login popup opens; after login
 * the panel comes back on the asked address (the login flow itself goes home first). Closing the
 * popup drops the panel's address (`withoutPanel`). True when logged in.
 */
export function* loginFirst(
  address: string,
  withoutPanel: string,
  asking: Action,
): Generator<unknown, boolean, never> {
  yield put(asking);
  yield put(modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'login' } }));
  const outcome: { member?: AnyAction; closed?: AnyAction } = yield race({
    member: take(memberKnown),
    closed: take(loginPopupClosed),
  });
  if (!outcome.member) {
    yield call(dropCentreAddress, withoutPanel);
    return false;
  }
  yield race({
    home: take(navigationActions.navigateRequested.type),
    later: delay(AFTER_LOGIN_WAIT_MS),
  });
  const { navigate }: Services = yield* services();
  yield call(navigate, address, { replace: true });
  return true;
}

/**
 * Moving within a centre: choosing an entry and closing are navigations (a new history entry), so
 * the back button walks the pages opened and reopens the panel where it was. `addressOf` puts the
 * centre's page into the current address, or takes it out (null).
 */
export function centreNavigation<P extends string>(
  addressOf: (current: string, page: P | null) => string,
) {
  function* goTo(page: P | null) {
    const { location }: Services = yield* services();
    const current: string = yield call(location);
    yield put(navigationActions.navigateRequested({ to: addressOf(current, page) }));
  }
  return {
    choosePageFlow: function* choosePageFlow(action: { type: string; payload: { page: P } }) {
      yield* goTo(action.payload.page);
    },
    closeFlow: function* closeFlow() {
      yield* goTo(null);
    },
  };
}
