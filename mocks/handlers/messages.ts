import { defineResolvers } from './define';

// Filled by the messages domain work.
export const messagesResolvers = defineResolvers({});
