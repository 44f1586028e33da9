import { defineResolvers } from './define';

// Filled by the home domain work.
export const homeResolvers = defineResolvers({});
