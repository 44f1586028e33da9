import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@/api/contract/account';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { PartView } from '@/core/components/PartView';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatDateTime } from '@/lib/format';
import { selectSessionEnding, selectSessions } from '../selectors';
import { ENDING_OTHERS, securityActions } from '../slice';
import { SecuritySection } from './SecuritySection';

/** Device and browser as the list names a session ("iPhone · Safari"). */
export function useSessionName() {
  const { t } = useTranslation();
  return (s: Pick<ActiveSession, 'device' | 'browser'>) =>
    `${s.device || t('security.sessions.unknownDevice')} · ${s.browser || t('security.sessions.unknownBrowser')}`;
}

function SessionItem({ session }: { session: ActiveSession }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { ending } = useAppSelector(selectSessionEnding);
  const name = useSessionName()(session);
  const busy = ending === session.sessionId || ending === ENDING_OTHERS;
  return (
    <li className={session.current ? 'security-session is-current' : 'security-session'}>
      <p className="security-session-name">
        <span>{name}</span>
        {session.current ? (
          <span className="security-badge">{t('security.sessions.current')}</span>
        ) : null}
      </p>
      <p className="security-note">
        {t('security.sessions.where', {
          ip: session.ip || t('security.sessions.unknownIp'),
          country: session.country || t('security.sessions.unknownCountry'),
        })}
      </p>
      <p className="security-note">
        {session.current
          ? t('security.sessions.activeNow')
          : t('security.sessions.lastActive', { time: formatDateTime(session.lastActiveTime) })}
      </p>
      {session.current ? null : (
        <button
          type="button"
          aria-label={t('security.sessions.endOneOf', { name })}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!ending) dispatch(securityActions.sessionEndRequested(session.sessionId));
          }}
        >
          {t('security.sessions.endOne')}
        </button>
      )}
    </li>
  );
}

/**
 * Active sessions (issue 30, OWASP ASVS V3.3.3-V3.3.4): each with its device, browser, IP,
 * country and last activity, this one marked and first; end one, or all the others (that
 * device is back to the visitor view on its next call).
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const part = useAppSelector(selectSessions);
  const { ending, endFailure } = useAppSelector(selectSessionEnding);
  const busy = t('security.load.busy');
  const login = {
    label: t('security.load.logIn'),
    onLogin: () => dispatch(securityActions.loginAsked()),
  };
  return (
    <SecuritySection title={t('security.sessions.title')}>
      <p className="security-note">{t('security.sessions.intro')}</p>
      {endFailure ? (
        <PageFailureNotice
          failure={endFailure}
          lead={t('security.sessions.endFailed')}
          busy={busy}
          login={login}
        />
      ) : null}
      <PartView
        part={part}
        lead={t('security.sessions.failed')}
        busy={busy}
        login={login}
        onRetry={() => dispatch(securityActions.sessionsRequested())}
      >
        {(sessions) => {
          const others = sessions.filter((s) => !s.current).length;
          return (
            <>
              <ul className="security-sessions">
                {sessions.map((s) => (
                  <SessionItem key={s.sessionId} session={s} />
                ))}
              </ul>
              {others > 0 ? (
                <button
                  type="button"
                  className="security-submit"
                  aria-disabled={ending !== null || undefined}
                  onClick={() => {
                    if (!ending) dispatch(securityActions.otherSessionsEndRequested());
                  }}
                >
                  {t('security.sessions.endOthers')}
                </button>
              ) : (
                <p className="security-note">{t('security.sessions.onlyThis')}</p>
              )}
              {ending ? (
                <p role="status" className="security-note">
                  {t('security.sessions.ending')}
                </p>
              ) : null}
            </>
          );
        }}
      </PartView>
    </SecuritySection>
  );
}
