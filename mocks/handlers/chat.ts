/** The chat room: its address and unread count (spec 1 §7, spec 2 §2). */
import { defineResolvers } from './define';

export const chatResolvers = defineResolvers({
  // A trial account is refused by the registry entry (refusesTrial: in_please_information).
  chatUrl: ({ input }) => ({
    chatUrl: `/__mock/pages/chat?lang=${encodeURIComponent(input.language)}&title=${encodeURIComponent(input.title)}&headerColor=${encodeURIComponent(input.headerColor)}`,
  }),
  chatUnread: ({ member }) => ({ unReadCount: member!.id % 5 }),
});
