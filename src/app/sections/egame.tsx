import { lazyComponent } from '@/core/lazy-feature';
import { gamesFeature } from '@/features/games/feature';
import { LobbyPage } from '@/features/games/pages/LobbyPage';

/** The hot-matches board of the sports and esports lobbies: its own chunk and feature. */
const HotMatches = lazyComponent(() => import('@/features/sports/hot-matches'));

/** The games lobby of /rng, /pvp, /live, /fish, /sports, /esports and /inhouse (lazy: games feature). */
export const feature = gamesFeature;

/** The lobby with the sports feature's hot matches over the sports and esports lists. */
export function GamesLobby() {
  return <LobbyPage board={(category) => <HotMatches category={category} />} />;
}

export default function Section() {
  return <GamesLobby />;
}
