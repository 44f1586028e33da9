import type { RootState } from '@/app/store';
import { CHAT_FLAG } from './slice';

/** The chat room is offered (CBS3). */
export const selectChatOn = (s: RootState) => s.system.flags[CHAT_FLAG] === true;
export const selectChatOpen = (s: RootState) => s.chat.open;
export const selectChatUnread = (s: RootState) => s.chat.unread;

export const selectChat = (s: RootState) => s.chat;
