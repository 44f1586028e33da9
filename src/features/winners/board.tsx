import { winnersFeature } from './feature';
import { WinnersBoard } from './components/WinnersBoard';

/** The winners board as its own chunk (home and /elott mount it when it comes near the viewport). */
export const feature = winnersFeature;
export default WinnersBoard;
