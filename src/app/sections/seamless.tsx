import type { LazyFeature } from '@/core/lazy-feature';
import { gamesFeature } from '@/features/games/feature';
import { GamesLobby } from './egame';

/**
 * /seamless (header and side menu, the side bar starting collapsed; spec 1 §2.2, spec 2 §2): the
 * games lobby (the egame section's, so both share one chunk) over the vendors that play from the
 * main wallet, launched without a transfer.
 */
export const feature: LazyFeature = {
  name: 'seamless',
  requires: [gamesFeature],
  texts: ['seamless'],
};

export default function Section() {
  return <GamesLobby />;
}
