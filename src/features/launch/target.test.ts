import { describe, expect, it } from 'vitest';
import type { RootState } from '@/app/store';
import { startsGameWindow } from '@/core/game-window';
import { initialSessionState } from '@/core/session/slice';
import { displayModeOf, launchRoute, type LaunchTarget } from './target';

const memberState = {
  session: { ...initialSessionState, token: 'tk', member: { id: 1, account: 'player1', type: 0 } },
} as RootState;
const SBO: LaunchTarget = {
  vassalage: 'SBO',
  gameType: 'SPORTS',
  isGame: 'GAME',
  displayName: 'SBOBET',
};

describe('the game window reserved on the click (core/game-window)', () => {
  it.each<[string, LaunchTarget]>([
    ['a sportsbook', SBO],
    ['an esports book', { ...SBO, gameType: 'ESPORTS' }],
    ['a sportsbook vendor list', { ...SBO, isGame: 'VASSALAGE' }],
    ['a live game', { vassalage: 'EVO', gameType: 'LIVE', isGame: 'GAME' }],
    ['a PVP game without a room', { vassalage: 'KY', gameType: 'PVP', isGame: 'GAME' }],
    ...(['LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA'] as const).map(
      (name): [string, LaunchTarget] => [`a ${name} entry`, { ...SBO, accountTypeName: name }],
    ),
  ])('agrees with the launch route for %s', (_name, target) => {
    expect(startsGameWindow(memberState, target)).toBe(
      launchRoute(target) === 'game' && displayModeOf(target) === 'window',
    );
  });
});
