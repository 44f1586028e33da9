import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { noticesActions } from '../slice';
import '../notices.css';
import { selectNotices, selectPlayerNotices } from '../selectors';

/** Seconds the marquee takes per character of its titles (and at least MIN_SECONDS a round). */
const SECONDS_PER_CHAR = 0.18;
const MIN_SECONDS = 15;

/**
 * The marquee of player notices (spec 2 §2 announcements): their titles scroll by, stopping while
 * hovered or focused, with the pause toggle, and not at all for users who prefer reduced motion.
 * A title opens the notice modal at that notice; "All announcements" opens the announcements.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayerNotices);
  const notices = useAppSelector(selectNotices);
  const [stopped, setStopped] = useState(false);
  if (player.length === 0 && notices.length === 0) return null;
  const chars = player.reduce((n, p) => n + p.title.length + 4, 0);
  const style = {
    '--marquee-duration': `${Math.max(MIN_SECONDS, Math.round(chars * SECONDS_PER_CHAR))}s`,
  } as CSSProperties;

  return (
    <section
      className={`notice-marquee${stopped ? ' is-stopped' : ''}`}
      aria-label={t('notices.marquee.label')}
    >
      <svg
        className="notice-marquee-icon"
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
      >
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h2l1.5 5h2.5l-1.5-5H10l7 4V5l-7 4H4a1 1 0 0 0-1 1zm16-1.5v7a3.5 3.5 0 0 0 0-7z"
        />
      </svg>
      {player.length > 0 ? (
        <>
          <div className="notice-marquee-viewport">
            <ul className="notice-marquee-track" style={style}>
              {player.map((notice, index) => (
                <li key={String(notice.id)}>
                  <button
                    type="button"
                    className="notice-marquee-item"
                    onClick={() =>
                      dispatch(noticesActions.noticeModalRequested({ list: 'player', index }))
                    }
                  >
                    {notice.title}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            className="notice-marquee-pause"
            aria-pressed={stopped}
            aria-label={t('notices.marquee.pause')}
            onClick={() => setStopped((s) => !s)}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </button>
        </>
      ) : (
        <span className="notice-marquee-viewport" />
      )}
      {notices.length > 0 ? (
        <button
          type="button"
          className="notice-marquee-all"
          onClick={() => dispatch(noticesActions.noticeModalRequested({ list: 'notice' }))}
        >
          {t('notices.marquee.all')}
        </button>
      ) : null}
    </section>
  );
}
