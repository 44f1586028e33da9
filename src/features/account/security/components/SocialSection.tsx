import { useTranslation } from 'react-i18next';
import type { SocialAccount } from '@/api/contract/account';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { PROVIDER_NAMES } from '../constants';
import { selectSecurityForms } from '../selectors';
import { securityActions } from '../slice';
import { SecuritySection } from './SecuritySection';
import { FailureLines } from './FormParts';

/**
 * The social accounts: each provider linked (as whom; there is no unlink control: linking is for
 * good, as the section says) or with its link button, which asks to confirm first.
 */
export function SocialSection({ accounts }: { accounts: SocialAccount[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const outcome = useAppSelector(selectSecurityForms).social;
  const sending = outcome.status === 'sending';
  return (
    <SecuritySection title={t('security.social.title')}>
      <p className="security-note">{t('security.social.warning')}</p>
      <ul className="security-social">
        {accounts.map((a) => {
          const name = PROVIDER_NAMES[a.provider];
          return (
            <li key={a.provider}>
              <span className="security-provider">{name}</span>{' '}
              {a.linked ? (
                <span>
                  {a.displayName
                    ? t('security.social.linkedAs', { name: a.displayName })
                    : t('security.social.linked')}
                </span>
              ) : (
                <>
                  <span>{t('security.social.notLinked')}</span>{' '}
                  <button
                    type="button"
                    aria-disabled={sending || undefined}
                    onClick={() => {
                      if (!sending) dispatch(securityActions.socialLinkRequested(a.provider));
                    }}
                  >
                    {t('security.social.link', { provider: name })}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {outcome.status === 'done' ? (
        <p role="status" className="security-done">
          {t('security.social.done')}
        </p>
      ) : null}
      <FailureLines failures={[outcome.failure]} />
    </SecuritySection>
  );
}
