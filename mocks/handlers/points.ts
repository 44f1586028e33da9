import { defineResolvers } from './define';

// Filled by the points domain work.
export const pointsResolvers = defineResolvers({});
