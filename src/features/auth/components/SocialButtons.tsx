import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { SOCIAL_PROVIDERS } from '../social';
import { authActions } from '../slice';
import { selectAuthSubmitting } from '../selectors';

/** Google and Facebook sign-in (header variant, SOCIALLOGIN3); see social.ts for the providers. */
export function SocialButtons() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submitting = useAppSelector(selectAuthSubmitting);
  return (
    <div className="auth-social" role="group" aria-label={t('auth.social.label')}>
      <p className="auth-social-label">{t('auth.social.label')}</p>
      {SOCIAL_PROVIDERS.map((id) => (
        <button
          key={id}
          type="button"
          className={`auth-social-${id}`}
          disabled={submitting}
          onClick={() =>
            dispatch(authActions.socialLoginRequested({ provider: id, remember: false }))
          }
        >
          {id === 'google' ? t('auth.social.google') : t('auth.social.facebook')}
        </button>
      ))}
    </div>
  );
}
