import { useTranslation } from 'react-i18next';
import { PartView } from '@/core/components/PartView';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatDateTime } from '@/lib/format';
import { selectLoginHistory } from '../selectors';
import { securityActions } from '../slice';
import { SecuritySection } from './SecuritySection';

/**
 * The login history (issue 30): the last 30 logins of the account, newest first, with the time,
 * IP, country and outcome (logged in, wrong password, stopped at the captcha, refused during a
 * time-out or self-exclusion). A failed attempt is marked so it stands out.
 */
export function LoginHistorySection() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const part = useAppSelector(selectLoginHistory);
  return (
    <SecuritySection title={t('security.history.title')}>
      <p className="security-note">{t('security.history.intro')}</p>
      <PartView
        part={part}
        lead={t('security.history.failed')}
        busy={t('security.load.busy')}
        login={{
          label: t('security.load.logIn'),
          onLogin: () => dispatch(securityActions.loginAsked()),
        }}
        onRetry={() => dispatch(securityActions.historyRequested())}
        empty={{ when: (list) => list.length === 0, text: t('security.history.empty') }}
      >
        {(list) => (
          <ol className="security-history">
            {list.map((login, index) => (
              <li
                key={`${login.loginTime}-${index}`}
                className={login.outcome === 'SUCCESS' ? undefined : 'is-failed'}
              >
                <span className="security-history-outcome">
                  {t(`security.history.outcome.${login.outcome}`)}
                </span>
                <span>{formatDateTime(login.loginTime)}</span>
                <span className="security-note">
                  {t('security.sessions.where', {
                    ip: login.ip || t('security.sessions.unknownIp'),
                    country: login.country || t('security.sessions.unknownCountry'),
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </PartView>
    </SecuritySection>
  );
}
