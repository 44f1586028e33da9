import { describe, expect, it } from 'vitest';
import { frameUrl, safeGameUrl } from './frame-url';
import { displayModeOf, launchAddress, launchRoute, lotteryPath, vnLotteryPath } from './target';

describe('addresses the frame accepts', () => {
  it.each([
    ['/launch-a/game?gameId=1', '/launch-a/game?gameId=1'],
    ['https://games.example/play?x=1', 'https://games.example/play?x=1'],
    ['http://games.example/', 'http://games.example/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['//evil.example/x', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (input, expected) => {
    expect(safeGameUrl(input)).toBe(expected);
  });

  it('reads back only a safe stored address', () => {
    frameUrl.write('/launch-b/game?a=1');
    expect(frameUrl.read()).toBe('/launch-b/game?a=1');
    sessionStorage.setItem('iframeUrl', 'javascript:alert(1)');
    expect(frameUrl.read()).toBeNull();
    frameUrl.clear();
    expect(sessionStorage.getItem('iframeUrl')).toBeNull();
  });
});

describe('launch object routing (spec 2 §4)', () => {
  it.each([
    [{ isGame: 'VASSALAGE', gameType: 'RNG' }, 'vendorList'],
    [{ isGame: 'VASSALAGE', gameType: 'PVP' }, 'vendorList'],
    [{ accountTypeName: 'LOTT' }, 'lottery'],
    [{ accountTypeName: 'ELOTT' }, 'lottery'],
    [{ accountTypeName: 'TCG_LOTTO_VN' }, 'vnLottery'],
    [{ accountTypeName: 'TCG_SEA' }, 'seaLottery'],
    [{ gameType: 'PVP' }, 'pvpRooms'],
    [{ gameType: 'PVP', roomId: 'R1' }, 'game'],
    [{ gameType: 'LIVE' }, 'game'],
    [{ nodeId: '1' }, 'game'],
  ] as const)('%o -> %s', (target, route) => {
    expect(launchRoute(target)).toBe(route);
  });

  it('builds the lottery page addresses', () => {
    expect(lotteryPath({ gameCode: 'A B', defaultPlayType: 'P1' })).toBe(
      '/lottery?gameCode=A+B&playType=P1',
    );
    expect(lotteryPath({})).toBe('/lottery');
    expect(vnLotteryPath({ gameCode: 'VN1', defaultPlayType: 'x' })).toBe(
      '/vnlottery?gameCode=VN1',
    );
  });

  it('takes game_url, else game_url2', () => {
    expect(launchAddress({ game_url: '/a', game_url2: '/b' })).toBe('/a');
    expect(launchAddress({ game_url: ' ', game_url2: '/b' })).toBe('/b');
    expect(launchAddress({ game_url: '', game_url2: null })).toBeNull();
  });

  it('opens sportsbooks in a window, the rest in the frame', () => {
    expect(displayModeOf({ gameType: 'SPORTS' })).toBe('window');
    expect(displayModeOf({ gameType: 'LIVE' })).toBe('frame');
    expect(displayModeOf({})).toBe('frame');
  });
});
