import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { ContactSection } from './components/ContactSection';
import { PaymentPasswordSection } from './components/PaymentPasswordSection';
import { SecurityOverview } from './components/SecurityOverview';
import { SecuritySection } from './components/SecuritySection';
import { SocialSection } from './components/SocialSection';
import { LoginHistorySection } from './components/LoginHistorySection';
import { SessionsSection } from './components/SessionsSection';
import { useFailureText } from './components/texts';
import { securityFeature } from './feature';
import { selectSecurityInfo, selectSessionsOn } from './selectors';
import { securityActions } from './slice';
import './security.css';

/** Why the settings could not be loaded, with what can be done: log in, nothing (trial), retry. */
function LoadFailure() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { failure } = useAppSelector(selectSecurityInfo);
  const failureText = useFailureText();
  if (!failure) return null;
  return (
    <div role="alert" className="security-load-failure">
      <p>{t('security.load.failed')}</p>
      <p>{failureText(failure)}</p>
      {failure.kind === 'session' ? (
        <button type="button" onClick={() => dispatch(securityActions.loginAsked())}>
          {t('security.load.logIn')}
        </button>
      ) : failure.kind !== 'trial' ? (
        <button type="button" onClick={() => dispatch(securityActions.infoRequested())}>
          {t('app.retry')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The page as the store has it: the first load, its failure (with what was loaded before kept
 * below it), or the account, its level, the bound contacts, both passwords and the social accounts.
 */
export function SecurityCenterView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, value } = useAppSelector(selectSecurityInfo);
  const sessionsOn = useAppSelector(selectSessionsOn);
  if (!value) return status === 'failed' ? <LoadFailure /> : <Loading />;
  return (
    <div className="security-page">
      {status === 'failed' ? <LoadFailure /> : null}
      <SecurityOverview info={value} />
      <ContactSection kind="mobile" bound={value.mobileBound} shown={value.mobile} />
      <ContactSection kind="email" bound={value.emailBound} shown={value.email} />
      <SecuritySection title={t('security.loginPassword.title')} status={t('security.status.set')}>
        <button
          type="button"
          className="security-toggle"
          onClick={() => dispatch(securityActions.loginPasswordChangeRequested())}
        >
          {t('security.loginPassword.change')}
        </button>
      </SecuritySection>
      <PaymentPasswordSection isSet={value.paymentPasswordSet} />
      <SocialSection accounts={value.socialAccounts} />
      {sessionsOn ? <SessionsSection /> : null}
      {sessionsOn ? <LoginHistorySection /> : null}
    </div>
  );
}

/**
 * The member centre's default page, my account (securityCenter, spec 2 §2, §4): the account and
 * its security level, the bound mobile number and e-mail (bound or changed with a code), the login
 * password (the change-password modal), the payment password (set or changed), the linked
 * social accounts (linking is for good: the page says so and asks to confirm), and with module
 * SECSESSION3 the active sessions and the login history.
 */
export default function SecurityCenterPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(securityActions.opened());
    return () => {
      dispatch(securityActions.closed());
    };
  }, [dispatch]);
  return <SecurityCenterView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = securityFeature;
