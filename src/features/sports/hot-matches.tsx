import { sportsFeature } from './feature';
import { HotMatches } from './components/HotMatches';

/** The hot-matches board as its own chunk: only the sports and esports lobbies load it. */
export const feature = sportsFeature;
export default HotMatches;
