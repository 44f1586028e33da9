import { lotteryFeature } from './feature';
import { LotteryHighlights } from './components/LotteryHighlights';

/** The home page's lottery block as its own chunk: it loads (with the lottery feature) when scrolled near. */
export const feature = lotteryFeature;
export default LotteryHighlights;
