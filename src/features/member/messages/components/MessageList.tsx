import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@/api/contract/member';
import { SafeHtml } from '@/components/SafeHtml';
import { formatDateTime } from '@/lib/format';

interface MessageItemProps {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
}

/**
 * One message: its kind, title, date and read state (in words, not by colour only) on a button
 * that opens it; its content is server HTML, shown through the one sanitising policy.
 */
function MessageItem({ message, open, onToggle }: MessageItemProps) {
  const { t } = useTranslation();
  const contentId = useId();
  return (
    <li className={`inbox-message${message.read ? '' : ' is-unread'}`}>
      <button
        type="button"
        className="inbox-message-head"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={onToggle}
      >
        <span className={`inbox-kind is-${message.kind.toLowerCase()}`}>
          {t(`messages.kinds.${message.kind}`)}
        </span>{' '}
        <span className="inbox-title">{message.title}</span>{' '}
        <time dateTime={new Date(message.createdAt).toISOString()}>
          {formatDateTime(message.createdAt)}
        </time>{' '}
        <span className="inbox-state">
          {message.read ? t('messages.read') : t('messages.unread')}
        </span>
      </button>
      {open ? (
        <div id={contentId} className="inbox-content">
          {message.orderNo ? (
            <p className="inbox-order">{t('messages.orderNo', { orderNo: message.orderNo })}</p>
          ) : null}
          <SafeHtml html={message.content} />
        </div>
      ) : null}
    </li>
  );
}

export interface MessageListProps {
  messages: InboxMessage[];
  openId: string | null;
  onToggle: (messageId: string) => void;
}

/** The page's messages, newest first. */
export function MessageList({ messages, openId, onToggle }: MessageListProps) {
  const { t } = useTranslation();
  return (
    <ul className="inbox-list" aria-label={t('messages.list')}>
      {messages.map((m) => (
        <MessageItem
          key={m.messageId}
          message={m}
          open={openId === m.messageId}
          onToggle={() => onToggle(m.messageId)}
        />
      ))}
    </ul>
  );
}
