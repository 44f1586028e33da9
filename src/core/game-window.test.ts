import { describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { RootState } from '@/app/store';
import { initialSessionState } from '@/core/session/slice';
import {
  createWindowOpener,
  GAME_WINDOW_FEATURES,
  GAME_WINDOW_NAME,
  startsGameWindow,
  withGameWindow,
  type StartTarget,
} from './game-window';
import type { Services } from './services';

/** A stand-in for a browser window opened by window.open. */
function fakeWindow() {
  return {
    closed: false,
    opener: {} as unknown,
    location: { replace: vi.fn() },
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}
type FakeWindow = ReturnType<typeof fakeWindow>;

function browser(blocked = false) {
  const opened: { url: string; name: string; features: string; win: FakeWindow }[] = [];
  const open = vi.fn((url: string, name: string, features: string) => {
    if (blocked) return null;
    const win = fakeWindow();
    opened.push({ url, name, features, win });
    return win as unknown as Window;
  });
  return { open, opened };
}

describe('createWindowOpener', () => {
  it('opens a window without an opener when nothing is reserved', () => {
    const b = browser();
    const opened = createWindowOpener(b).open(
      '/launch-a/game?x=1',
      GAME_WINDOW_NAME,
      GAME_WINDOW_FEATURES,
    );
    expect(b.opened).toEqual([
      expect.objectContaining({
        url: '/launch-a/game?x=1',
        name: GAME_WINDOW_NAME,
        features: GAME_WINDOW_FEATURES,
      }),
    ]);
    expect((opened as unknown as FakeWindow).opener).toBeNull();
  });

  it('gives the reserved blank window the address when it comes, and release then keeps it', () => {
    const b = browser();
    const windows = createWindowOpener(b);
    expect(windows.reserve(GAME_WINDOW_NAME, GAME_WINDOW_FEATURES)).toBe(true);
    expect(b.opened.map((o) => o.url)).toEqual(['about:blank']);
    const win = b.opened[0]!.win;
    expect(win.opener).toBeNull();
    expect(windows.open('/launch-a/game?vendor=SBO', GAME_WINDOW_NAME, GAME_WINDOW_FEATURES)).toBe(
      win,
    );
    expect(win.location.replace).toHaveBeenCalledWith('/launch-a/game?vendor=SBO');
    expect(b.open).toHaveBeenCalledTimes(1);
    windows.release(GAME_WINDOW_NAME);
    expect(win.close).not.toHaveBeenCalled();
  });

  it('closes a reserved window that never got an address', () => {
    const b = browser();
    const windows = createWindowOpener(b);
    windows.reserve(GAME_WINDOW_NAME, GAME_WINDOW_FEATURES);
    windows.release(GAME_WINDOW_NAME);
    expect(b.opened[0]!.win.close).toHaveBeenCalledTimes(1);
  });

  it('opens a new window when the user closed the reserved one meanwhile', () => {
    const b = browser();
    const windows = createWindowOpener(b);
    windows.reserve(GAME_WINDOW_NAME, GAME_WINDOW_FEATURES);
    b.opened[0]!.win.closed = true;
    windows.open('/launch-a/game', GAME_WINDOW_NAME, GAME_WINDOW_FEATURES);
    expect(b.opened.map((o) => o.url)).toEqual(['about:blank', '/launch-a/game']);
  });

  it('reserves nothing when the browser blocks windows', () => {
    const b = browser(true);
    const windows = createWindowOpener(b);
    expect(windows.reserve(GAME_WINDOW_NAME, GAME_WINDOW_FEATURES)).toBe(false);
    expect(windows.open('/launch-a/game', GAME_WINDOW_NAME, GAME_WINDOW_FEATURES)).toBeNull();
  });
});

const stateOf = (session: Partial<RootState['session']>) =>
  ({ session: { ...initialSessionState, ...session } }) as RootState;
const memberState = stateOf({ token: 'tk', member: { id: 1, account: 'player1', type: 0 } });
const SBO = {
  vassalage: 'SBO',
  gameType: 'SPORTS',
  isGame: 'GAME',
  displayName: 'SBOBET',
};

describe('startsGameWindow', () => {
  it('is true only for a member starting a game shown in a window', () => {
    expect(startsGameWindow(memberState, SBO)).toBe(true);
    expect(startsGameWindow(memberState, { ...SBO, gameType: 'ESPORTS' })).toBe(true);
    expect(startsGameWindow(memberState, { ...SBO, gameType: 'LIVE' })).toBe(false);
    expect(startsGameWindow(stateOf({}), SBO)).toBe(false);
    const trial = stateOf({ token: 'tk', member: { id: 9, account: 'trial', type: 4 } });
    expect(startsGameWindow(trial, SBO)).toBe(false);
    expect(startsGameWindow(trial, { ...SBO, free: true })).toBe(true);
  });
});

describe('withGameWindow', () => {
  async function run(
    target: StartTarget,
    state: RootState,
    worker: (...args: unknown[]) => unknown,
  ) {
    const order: string[] = [];
    const reserveWindow = vi.fn(() => {
      order.push('reserved');
      return true;
    });
    const release = vi.fn();
    const saga = withGameWindow(function* (action: { type: string }) {
      order.push('worker');
      yield call(worker, action);
    });
    await runSaga(
      {
        context: {
          services: { reserveWindow, releaseWindow: release } satisfies Partial<Services>,
        },
        getState: () => state,
        onError: () => {},
      },
      saga,
      { type: 'start', payload: { game: target } } as { type: string },
    )
      .toPromise()
      .catch(() => {});
    return { reserveWindow, release, order };
  }

  it('reserves the window before the worker runs and releases it after', async () => {
    const { reserveWindow, release, order } = await run(SBO, memberState, function* () {});
    expect(reserveWindow).toHaveBeenCalledWith(GAME_WINDOW_NAME, GAME_WINDOW_FEATURES);
    expect(order).toEqual(['reserved', 'worker']);
    expect(release).toHaveBeenCalledWith(GAME_WINDOW_NAME);
  });

  it('releases the window when the worker fails', async () => {
    const { release } = await run(SBO, memberState, () => {
      throw new Error('launch failed');
    });
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('reserves nothing for a game shown in the frame, or for a visitor', async () => {
    expect(
      (await run({ ...SBO, gameType: 'LIVE' }, memberState, function* () {})).reserveWindow,
    ).not.toHaveBeenCalled();
    expect((await run(SBO, stateOf({}), function* () {})).reserveWindow).not.toHaveBeenCalled();
  });
});
