import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { chatActions } from '../slice';
import '../chat.css';
import { selectChatOpen, selectChatUnread } from '../selectors';

/**
 * Opens the chat room (CBS3); shows the unread count as a badge (spec 1 §4, spec 2 §2). The
 * badge's text is part of the button's name ("Chat room, 3 unread"), so what is seen is what
 * is said.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectChatUnread);
  const open = useAppSelector(selectChatOpen);
  const badge = unread > 99 ? '99+' : String(unread);
  return (
    <button
      type="button"
      className="chat-launcher"
      data-chat-launcher=""
      aria-label={
        unread > 0 ? t('header.chat.launcherUnread', { total: badge }) : t('header.chat.launcher')
      }
      aria-expanded={open}
      onClick={() => dispatch(chatActions.openRequested())}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 5h16v11H9l-5 4z" />
      </svg>
      {unread > 0 && (
        <span className="chat-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}
