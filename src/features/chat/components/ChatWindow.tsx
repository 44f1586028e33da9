import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { chatActions } from '../slice';
import '../chat.css';
import { selectChat } from '../selectors';

/** What the chat page may do inside its frame (a third-party page needs its own origin and forms). */
export const CHAT_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The chat room (spec 1 §2.6, spec 2 §2): a floating window holding the chat page in a frame,
 * with its title and minimise, enlarge/shrink and close controls; Escape closes it too. Not modal:
 * the page stays usable.
 */
export default function ChatWindow() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { url, urlStatus, minimised, enlarged } = useAppSelector(selectChat);
  const titleId = useId();
  const bodyId = useId();
  const root = useRef<HTMLElement>(null);

  // Focus moves into the window when the launcher opens it, and back to the launcher when it closes.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (opener?.closest('[data-chat-launcher]')) root.current?.focus();
    return () => {
      const active = document.activeElement;
      if (opener?.isConnected && (active === null || active === document.body)) opener.focus();
    };
  }, []);

  return (
    <section
      ref={root}
      tabIndex={-1}
      className="chat-window"
      aria-labelledby={titleId}
      data-enlarged={enlarged}
      data-minimised={minimised}
      onKeyDown={(event) => {
        // Escape closes the window (the focus then goes back to the launcher).
        if (event.key === 'Escape') dispatch(chatActions.closed());
      }}
    >
      <div className="chat-titlebar">
        <h2 id={titleId}>{t('header.chat.title')}</h2>
        <button
          type="button"
          aria-label={minimised ? t('header.chat.restore') : t('header.chat.minimise')}
          aria-controls={bodyId}
          onClick={() => dispatch(chatActions.minimiseToggled())}
        >
          <span aria-hidden="true">{minimised ? '□' : '–'}</span>
        </button>
        {!minimised && (
          <button
            type="button"
            aria-label={enlarged ? t('header.chat.shrink') : t('header.chat.enlarge')}
            onClick={() => dispatch(chatActions.sizeToggled())}
          >
            <span aria-hidden="true">{enlarged ? '⤡' : '⤢'}</span>
          </button>
        )}
        <button
          type="button"
          aria-label={t('header.chat.close')}
          onClick={() => dispatch(chatActions.closed())}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div id={bodyId} className="chat-body" hidden={minimised}>
        {url ? (
          <iframe
            title={t('header.chat.frame')}
            src={url}
            sandbox={CHAT_SANDBOX}
            referrerPolicy="no-referrer"
          />
        ) : urlStatus === 'failed' ? (
          <div className="chat-message" role="alert">
            <p>{t('header.chat.failed')}</p>
            <button type="button" onClick={() => dispatch(chatActions.urlRequested())}>
              {t('header.chat.retry')}
            </button>
          </div>
        ) : (
          <p className="chat-message">{t('header.chat.loading')}</p>
        )}
      </div>
    </section>
  );
}
