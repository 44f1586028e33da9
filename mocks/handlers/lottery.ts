import { defineResolvers } from './define';

// Filled by the lottery domain work.
export const lotteryResolvers = defineResolvers({});
