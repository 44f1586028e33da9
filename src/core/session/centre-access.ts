import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { RootState } from '@/app/store';
import { ask } from '@/core/dialogs/sagas';
import type { Dialog } from '@/core/dialogs/slice';
import { modalsActions } from '@/core/modals/slice';
import { navigationActions } from '@/core/navigation/slice';
import { services, type Services } from '@/core/services';
import { sessionActions } from './slice';

/*
 * What the member and agent centres do when their address is opened (spec 2 §2): a visitor logs in
 * first, a refused account loses the panel's address, an account that may see it gets the panel
 * once its own load answered; choosing an entry and closing are navigations. One implementation,
 * each centre's feature gives its configuration (`centreSagas`, `centreReducers`).
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

/**
 * Whether a centre's panel may show: 'checking' until the session is known, 'login' while the
 * login popup asks a visitor, 'denied' for an account the centre refuses.
 */
export type CentreAccess = 'idle' | 'checking' | 'login' | 'granted' | 'denied';

/**
 * The reducers every centre's slice has: the panel opened by its address (check access, then
 * load), the panel left the screen (its address lost the parameter), the access known, an entry of
 * the left navigation chosen, and the close button, Escape or a click outside.
 */
export const centreReducers = <P extends string>() => ({
  panelOpened(state: { access: CentreAccess }, _action: PayloadAction<{ page: P }>) {
    state.access = 'checking';
  },
  panelClosed(state: { access: CentreAccess }) {
    state.access = 'idle';
  },
  accessChanged(state: { access: CentreAccess }, action: PayloadAction<CentreAccess>) {
    state.access = action.payload;
  },
  pageChosen(_state: unknown, _action: PayloadAction<{ page: P }>) {},
  closeRequested() {},
});

/** What a panel shows as far as access tells: nothing (a visitor asked to log in, refused), loading, or itself. */
export const centreAccessView = (access: CentreAccess): 'none' | 'loading' | 'granted' =>
  access === 'login' || access === 'denied' ? 'none' : access === 'granted' ? 'granted' : 'loading';

export interface CentreSagasConfig<P extends string> {
  /** The centre's slice actions (`centreReducers`). */
  actions: {
    panelOpened: { type: string };
    pageChosen: { type: string };
    closeRequested: { type: string };
    accessChanged: (access: CentreAccess) => Action;
  };
  /** Puts a page of the centre in an address, or takes the panel out (null). */
  addressOf: (current: string, page: P | null) => string;
  /** The warning that tells an account type it may not open the centre, or null: it may. */
  refusal: (type: number | null) => Omit<Dialog, 'id'> | null;
  /** Put just before access is granted (the panel's own load starting: no stale panel shows). */
  granting?: Action;
  /** The open panel: its own load, then shown until it closes. */
  open: () => Generator;
  /** Whether a 401 while open (the session ended as expired) also closes the panel. */
  closeOnExpiry?: boolean;
}

/**
 * A centre's sagas: the panel's access (spec 2 §2, spec 1 §6): a visitor logs in first; an account
 * the centre refuses is told why and the panel's address is dropped; otherwise the panel opens.
 * While it is open, a 401 (the session ended as expired) opens the login popup. Choosing an entry
 * and closing are navigations (`centreNavigation`).
 */
export function centreSagas<P extends string>(config: CentreSagasConfig<P>) {
  const { actions, addressOf, refusal, granting, open, closeOnExpiry = false } = config;
  function* panelFlow() {
    const { location }: Services = yield* services();
    const address: string = yield call(location);
    const withoutPanel = addressOf(address, null);
    const token: string | null = yield select((s: RootState) => s.session.token);
    if (!token) {
      const loggedIn: boolean = yield call(
        loginFirst,
        address,
        withoutPanel,
        actions.accessChanged('login'),
      );
      if (!loggedIn) return;
    } else {
      const status: string = yield select((s: RootState) => s.session.memberStatus);
      if (status !== 'loaded' && status !== 'failed') yield take(memberKnown);
    }
    const type: number | null = yield select((s: RootState) => s.session.member?.type ?? null);
    const refused = refusal(type);
    if (refused) {
      yield put(actions.accessChanged('denied'));
      yield call(dropCentreAddress, withoutPanel);
      yield call(ask, refused);
      return;
    }
    if (granting) yield put(granting);
    yield put(actions.accessChanged('granted'));
    const end: { ended?: ReturnType<typeof sessionActions.sessionEnded> } = yield race({
      open: call(open),
      ended: take(sessionActions.sessionEnded.type),
    });
    if (end.ended?.payload?.reason === 'expired') {
      if (closeOnExpiry) yield call(dropCentreAddress, withoutPanel);
      yield put(modalsActions.opened({ name: 'loginPopupModal', props: { mode: 'login' } }));
    }
  }
  const { choosePageFlow, closeFlow } = centreNavigation<P>(addressOf);
  function* watch() {
    yield takeLatest(actions.panelOpened.type, panelFlow);
    yield takeLatest(actions.pageChosen.type, choosePageFlow);
    yield takeLatest(actions.closeRequested.type, closeFlow);
  }
  return { panelFlow, choosePageFlow, closeFlow, watch };
}
