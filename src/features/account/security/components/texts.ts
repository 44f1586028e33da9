import { useTranslation } from 'react-i18next';
import type { SecurityFailure } from '../rules';

/** The member-language text of a failure (the server's own message for a refusal it explains). */
export function useFailureText() {
  const { t } = useTranslation();
  return (failure: SecurityFailure) =>
    ({
      offline: t('errors.network'),
      session: t('roles.sessionExpired'),
      trial: t('roles.in_need_true_account'),
      busy: t('security.load.busy'),
      code: t('security.code.invalid'),
      expired: t('security.code.expired'),
      tooMany: t('security.code.tooMany'),
      password: t('security.payment.wrongOld'),
      server: failure.message,
    })[failure.kind];
}

/** Failures told at a field (the code's, the old password's) rather than below the form. */
export const fieldFailure = (failure: SecurityFailure | null, kinds: SecurityFailure['kind'][]) =>
  failure && kinds.includes(failure.kind) ? failure : null;
