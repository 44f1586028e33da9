import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { createTestStore, loginToken, waitForState, freePlayToken } from '@/testing/harness';
import { queriesTo, recordCalls } from '@/testing/requests';
import { initialPreferencesState } from '@/core/preferences/slice';
import { sessionActions } from '@/core/session/slice';
import { dialogsActions } from '@/core/dialogs/slice';
import { lotteryFeature } from './feature';
import { LOTTFAV_KEY } from './constants';
import { lotteryActions, type LotteryList } from './slice';
import { selectFavouriteIds, selectList, selectLotteryLaunch as selectLaunch } from './selectors';
import { failNext } from '@/testing/mock-backend';

type Harness = ReturnType<typeof createTestStore>;

afterEach(() => server.events.removeAllListeners());

function start(): Harness {
  const harness = createTestStore({ preferences: { ...initialPreferencesState, language: 'EN' } });
  harness.store.injectFeature(lotteryFeature);
  return harness;
}

async function logIn({ store }: Harness, token: string) {
  store.dispatch(sessionActions.tokenReceived(token));
  store.dispatch(sessionActions.memberInfoRequested());
  await waitForState(store, (s) => s.session.memberStatus === 'loaded');
}

async function load<L extends LotteryList>({ store }: Harness, list: L, force = false) {
  store.dispatch(lotteryActions.listRequested({ list, force }));
  await waitForState(store, (s) => ['loaded', 'failed'].includes(selectList(s, list).status));
  return selectList(store.getState(), list);
}

describe('lottery lists', () => {
  it('loads the groups of a prize mode with the device and language', async () => {
    const calls = queriesTo('gameMenus');
    const harness = start();
    const menu = await load(harness, { kind: 'menu', prizeMode: 'Elott' });
    expect(menu.items.map((g) => g.labelName)).toEqual(['Electronic Fast', 'Keno', 'Dice']);
    expect(calls).toEqual([{ prizeMode: 'Elott', device: 'WEB', language: 'EN' }]);
  });

  it('asks for the VN menu with prizeMode and device WEB, grouped by region', async () => {
    const calls = queriesTo('vnGameMenu');
    const menu = await load(start(), { kind: 'vnMenu' });
    expect(menu.items.map((g) => g.gameGroupCode)).toEqual(['MB', 'MT', 'MN', 'FAST']);
    expect(calls[0]).toMatchObject({ prizeMode: 'Lott', device: 'WEB' });
  });

  it('asks for 20 popular games of the prize mode and 100 opened numbers', async () => {
    const popularCalls = queriesTo('popularLottery');
    const openedCalls = queriesTo('openedNumero');
    const vnCalls = queriesTo('vnOpenedNumbers');
    const harness = start();
    const popular = await load(harness, { kind: 'popular', prizeMode: 'Lott' });
    const opened = await load(harness, { kind: 'opened', prizeMode: 'Elott' });
    const vn = await load(harness, { kind: 'vnOpened' });
    expect(popular.items).toHaveLength(20);
    expect(popularCalls[0]).toEqual({
      count: '20',
      prizeMode: 'Lott',
      device: 'WEB',
      language: 'EN',
    });
    expect(opened.items.every((d) => d.prizeMode === 'Elott')).toBe(true);
    expect(openedCalls[0]).toEqual({ count: '100', prizeMode: 'Elott' });
    expect(vn.items[0]!.prizes?.special).toHaveLength(1);
    expect(vnCalls[0]).toEqual({ count: '100' });
  });

  it('loads a list once unless forced, and keeps the failure message for a retry', async () => {
    const calls = queriesTo('gameMenus');
    failNext('gameMenus', '#727', 'System busy');
    const harness = start();
    const failed = await load(harness, { kind: 'menu', prizeMode: 'Lott' });
    expect(failed).toMatchObject({ status: 'failed', error: 'System busy' });
    const retried = await load(harness, { kind: 'menu', prizeMode: 'Lott' }, true);
    expect(retried.status).toBe('loaded');
    harness.store.dispatch(
      lotteryActions.listRequested({ list: { kind: 'menu', prizeMode: 'Lott' } }),
    );
    // The flow looks as it takes the request: a load would have marked the list loading.
    expect(selectList(harness.store.getState(), { kind: 'menu', prizeMode: 'Lott' }).status).toBe(
      'loaded',
    );
    expect(calls).toHaveLength(2);
  });

  it('has no recent VN games for a visitor and asks with the token once logged in', async () => {
    const calls = queriesTo('vnGameMenuRecent');
    const harness = start();
    expect((await load(harness, { kind: 'vnRecent' })).items).toEqual([]);
    expect(calls).toHaveLength(0);
    await logIn(harness, await loginToken());
    await load(harness, { kind: 'vnRecent' }, true);
    expect(calls[0]).toEqual({ device: 'WEB', count: '10' });
  });
});

describe('lottery lobby launch', () => {
  const target = {
    area: 'LOTT' as const,
    prizeMode: 'Lott' as const,
    gameCode: 'CQSSC',
    playType: 'SSC_5D_DIRECT',
    backUrl: 'http://localhost/lottery?gameCode=CQSSC&playType=SSC_5D_DIRECT',
  };

  it('sends launchMode LOTT with the game code, betting view, device, back URL and language', async () => {
    const calls = queriesTo('launchGame');
    const harness = start();
    await logIn(harness, await loginToken());
    harness.store.dispatch(lotteryActions.launchRequested(target));
    const s = await waitForState(harness.store, (st) => selectLaunch(st).status === 'ready');
    expect(selectLaunch(s).url).toMatch(/^\/launch-a\/lottery\?/);
    expect(selectLaunch(s).url).toContain('gameCode=CQSSC');
    expect(selectLaunch(s).url).toContain('playType=SSC_5D_DIRECT');
    expect(calls[0]).toMatchObject({
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'CQSSC',
      lottoView: 'betting',
      playType: 'SSC_5D_DIRECT',
      device: 'WEB',
      backUrl: target.backUrl,
      language: 'EN',
    });
    expect(calls[0]).not.toHaveProperty('lottoArea');
  });

  it('opens the VN lobby view with lottoArea VN when no game is chosen', async () => {
    const calls = queriesTo('launchGame');
    const harness = start();
    await logIn(harness, await loginToken());
    harness.store.dispatch(
      lotteryActions.launchRequested({ area: 'VN', backUrl: 'http://localhost/vnlottery' }),
    );
    await waitForState(harness.store, (st) => selectLaunch(st).status === 'ready');
    expect(calls[0]).toMatchObject({ lottoArea: 'VN', lottoView: 'lobby', launchMode: 'LOTT' });
    expect(calls[0]).not.toHaveProperty('lottoGameCode');
  });

  it('asks a visitor to log in (login popup) and launches once the member logs in', async () => {
    const harness = start();
    harness.store.dispatch(lotteryActions.launchRequested(target));
    await waitForState(harness.store, (s) => selectLaunch(s).status === 'needsLogin');
    expect(harness.store.getState().modals.stack.map((m) => m.name)).toEqual(['loginPopupModal']);
    await logIn(harness, await loginToken());
    await waitForState(harness.store, (s) => selectLaunch(s).status === 'ready');
  });

  it('refuses a trial account with in_need_true_account and makes no launch call', async () => {
    const calls = queriesTo('launchGame');
    const harness = start();
    await logIn(harness, await freePlayToken());
    harness.store.dispatch(lotteryActions.launchRequested(target));
    const s = await waitForState(
      harness.store,
      (st) => selectLaunch(st).status === 'refused' && st.dialogs.queue.length > 0,
    );
    expect(s.dialogs.queue[0]).toMatchObject({
      kind: 'warning',
      key: 'roles.in_need_true_account',
    });
    expect(calls).toHaveLength(0);
    harness.store.dispatch(
      dialogsActions.answered({ id: s.dialogs.queue[0]!.id, confirmed: true }),
    );
  });

  it('reports a game under maintenance with the suggested games', async () => {
    const harness = start();
    await logIn(harness, await loginToken());
    harness.store.dispatch(lotteryActions.launchRequested({ ...target, gameCode: 'SH11X5' }));
    const s = await waitForState(harness.store, (st) => selectLaunch(st).status === 'maintenance');
    expect(selectLaunch(s).error).toBe('The game is under maintenance, please try another game');
  });

  it('shows other launch errors as they come', async () => {
    failNext('launchGame', '#727', 'System busy');
    const harness = start();
    await logIn(harness, await loginToken());
    harness.store.dispatch(lotteryActions.launchRequested(target));
    const s = await waitForState(harness.store, (st) => selectLaunch(st).status === 'failed');
    expect(selectLaunch(s).error).toBe('System busy');
  });
});

describe('favourite lottery ids (LOTTFAV)', () => {
  it('keeps each member their own favourites and toggles them off', async () => {
    const harness = start();
    await logIn(harness, await loginToken());
    harness.store.dispatch(lotteryActions.favouriteToggled('VN_MB'));
    harness.store.dispatch(lotteryActions.favouriteToggled('VN_HCM'));
    await waitForState(harness.store, (s) => selectFavouriteIds(s).length === 2);
    harness.store.dispatch(lotteryActions.favouriteToggled('VN_MB'));
    await waitForState(harness.store, (s) => selectFavouriteIds(s).join() === 'VN_HCM');

    harness.store.dispatch(sessionActions.sessionEnded({ reason: 'logout' }));
    await waitForState(harness.store, (s) => selectFavouriteIds(s).length === 0);
    await logIn(harness, await loginToken('vip0001'));
    expect(selectFavouriteIds(harness.store.getState())).toEqual([]);
    harness.store.dispatch(lotteryActions.favouriteToggled('VN_DNG'));
    await waitForState(harness.store, (s) => selectFavouriteIds(s).join() === 'VN_DNG');
    expect(JSON.parse(localStorage.getItem(LOTTFAV_KEY)!)).toEqual({
      player1: ['VN_HCM'],
      vip0001: ['VN_DNG'],
    });
  });

  it('opens the login popup for a visitor and stores nothing', async () => {
    const harness = start();
    harness.store.dispatch(lotteryActions.favouriteToggled('VN_MB'));
    await waitForState(harness.store, (s) =>
      s.modals.stack.some((m) => m.name === 'loginPopupModal'),
    );
    expect(localStorage.getItem(LOTTFAV_KEY)).toBeNull();
  });
});

describe('leaving the lottery page', () => {
  it('ends a launch still under way', async () => {
    const calls = recordCalls('launchGame');
    const harness = start();
    await logIn(harness, await loginToken());
    harness.store.dispatch(
      lotteryActions.launchRequested({
        area: 'LOTT',
        gameCode: 'CQSSC',
        backUrl: 'http://localhost/lottery',
      }),
    );
    harness.store.dispatch(lotteryActions.launchClosed());
    // The call already out is answered: a launch still listening would take that answer.
    await vi.waitFor(() => expect(calls.map((c) => c.answered)).toEqual([true]));
    expect(selectLaunch(harness.store.getState()).status).toBe('idle');
    expect(calls.length).toBeLessThanOrEqual(1);
  });
});
