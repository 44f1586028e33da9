import { defineResolvers } from './define';

// Filled by the games domain work.
export const gamesResolvers = defineResolvers({});
