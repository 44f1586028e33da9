import type { LazyFeature } from '@/app/lazy-feature';

/** The lottery feature (lazy): its state, saga and texts load with its first screen. */
export const lotteryFeature: LazyFeature = { name: 'lottery', texts: ['lottery'] };
