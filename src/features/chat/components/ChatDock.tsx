import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/core/hooks';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { selectChatOn, selectChatOpen } from '../selectors';
import { ChatLauncher } from './ChatLauncher';

// The chat window is only needed once a member opens it.
const ChatWindow = lazy(() => import('./ChatWindow'));

/** The header's chat launcher, while the chat room is on (CBS3). */
export function ChatHeaderLauncher() {
  const chatOn = useAppSelector(selectChatOn);
  return chatOn ? <ChatLauncher /> : null;
}

/** The chat window of a logged-in member who opened it (CBS3 on), loaded on demand. */
export function ChatDock() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const chatOn = useAppSelector(selectChatOn);
  const open = useAppSelector(selectChatOpen);
  if (!loggedIn || !chatOn || !open) return null;
  return (
    <Suspense fallback={null}>
      <ChatWindow />
    </Suspense>
  );
}
