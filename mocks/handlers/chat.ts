/** The chat room: its address and unread count (spec 1 §7, spec 2 §2). */
import { ErrorCodes } from '../../src/api/contract/constants';
import { defineResolvers, fail } from './define';

export const chatResolvers = defineResolvers({
  chatUrl: ({ input, member }) =>
    member!.type === 4
      ? fail(ErrorCodes.trialAccount, 'in_please_information')
      : {
          chatUrl: `/__mock/pages/chat?lang=${encodeURIComponent(input.language)}&title=${encodeURIComponent(input.title)}`,
        },
  chatUnread: ({ member }) => ({ unReadCount: member!.id % 5 }),
});
