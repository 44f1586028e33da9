import { defineResolvers } from './define';

// Filled by the wallet domain work.
export const walletResolvers = defineResolvers({});
