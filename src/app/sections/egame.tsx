import { gamesFeature } from '@/features/games/feature';
import { LobbyPage } from '@/features/games/components/LobbyPage';

/** The games lobby of /rng, /pvp, /live, /fish, /sports, /esports and /inhouse (lazy: games feature). */
export const feature = gamesFeature;

export default function Section() {
  return <LobbyPage />;
}
