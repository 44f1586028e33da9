import type { Action } from '@reduxjs/toolkit';
import { call, select } from 'redux-saga/effects';
import { IS_GAME_VASSALAGE, LOTTERY_ACCOUNT_TYPES } from '@/api/contract/start-constants';
import type { RootState } from '@/app/store';
import { services, type Services } from '@/core/services';
import { TRIAL_ACCOUNT_TYPE } from '@/core/session/gates';

/** Popup window of games that open outside the frame (sportsbooks). */
export const GAME_WINDOW_NAME = 'portal-game';
export const GAME_WINDOW_FEATURES = 'width=1280,height=800,resizable=yes,scrollbars=yes';

/**
 * Game types shown in a popup window: sportsbooks (esports included) are full sites that do not
 * sit well in a frame. Every other game opens in the /game frame.
 */
export const WINDOW_GAME_TYPES: readonly string[] = ['SPORTS', 'ESPORTS'];
export const opensInWindow = (gameType: string | null | undefined) =>
  WINDOW_GAME_TYPES.includes(gameType ?? '');

/** Launch object fields that decide whether a start ends in the launch call (spec 2 §4). */
export interface StartTarget {
  gameType?: string | null;
  isGame?: string | null;
  accountTypeName?: string | null;
  free?: boolean;
}
/** Entries that go elsewhere than the launch call: a vendor's list, the lottery pages (launch's launchRoute). */
const NOT_LAUNCHED_HERE = {
  isGame: IS_GAME_VASSALAGE,
  accountTypeNames: LOTTERY_ACCOUNT_TYPES,
} as const;

/** Whether a start of `target` by this session will show the game in a popup window. */
export function startsGameWindow(state: RootState, target: StartTarget): boolean {
  if (!state.session.token) return false;
  if (!target.free && state.session.member?.type === TRIAL_ACCOUNT_TYPE) return false;
  if (target.isGame === NOT_LAUNCHED_HERE.isGame) return false;
  if (
    (NOT_LAUNCHED_HERE.accountTypeNames as readonly string[]).includes(target.accountTypeName ?? '')
  )
    return false;
  return opensInWindow(target.gameType);
}

export interface WindowOpener {
  /** window.open, into the window reserved under `name` when there is one; null when blocked. */
  open: (url: string, name: string, features: string) => Window | null;
  /**
   * Opens a blank window now, while the user's click still allows it, for an address that comes
   * later (the launch call). False when the browser blocked it.
   */
  reserve: (name: string, features: string) => boolean;
  /** Closes the window reserved under `name` if it never got an address. */
  release: (name: string) => void;
}

/**
 * Popup windows of the page. Browsers block a window opened after an awaited call (Safari at
 * once, others a few seconds after the click), so a game that opens in a window reserves a blank
 * one on the click and gets its address when the launch answers. Opened windows never keep
 * `opener` (the game cannot reach the portal).
 */
export function createWindowOpener(win: Pick<Window, 'open'> = window): WindowOpener {
  const reserved = new Map<string, Window>();
  const openNew = (url: string, name: string, features: string) => {
    const opened = win.open(url, name, features);
    if (opened) opened.opener = null;
    return opened;
  };
  return {
    open(url, name, features) {
      const waiting = reserved.get(name);
      reserved.delete(name);
      if (waiting && !waiting.closed) {
        waiting.location.replace(url);
        return waiting;
      }
      return openNew(url, name, features);
    },
    reserve(name, features) {
      const blank = openNew('about:blank', name, features);
      if (blank) reserved.set(name, blank);
      return blank !== null;
    },
    release(name) {
      const blank = reserved.get(name);
      reserved.delete(name);
      blank?.close();
    },
  };
}

/** Closes the reserved game window (a start that ends without a game, before its message shows). */
export function* releaseGameWindow() {
  const { releaseWindow }: Services = yield* services();
  if (releaseWindow) yield call(releaseWindow, GAME_WINDOW_NAME);
}

/**
 * Wraps a game-start worker: when the start will end in a popup window, a blank one is reserved
 * synchronously (inside the click's dispatch) and closed again if the start ends without a game.
 */
export function withGameWindow<A extends Action>(worker: (action: A) => unknown) {
  return function* gameWindowSaga(action: A) {
    const { reserveWindow }: Services = yield* services();
    const payload = ((action as { payload?: unknown }).payload ?? {}) as {
      game?: StartTarget;
      target?: StartTarget;
    };
    const target = payload.game ?? payload.target;
    const wanted: boolean =
      target && reserveWindow ? yield select(startsGameWindow, target) : false;
    if (wanted && reserveWindow) yield call(reserveWindow, GAME_WINDOW_NAME, GAME_WINDOW_FEATURES);
    try {
      yield call(worker, action);
    } finally {
      if (wanted) yield call(releaseGameWindow);
    }
  };
}
