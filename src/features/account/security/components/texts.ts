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

/**
 * A form's failure, split: told at its field (the code's, the current password's) when of these
 * kinds, else below the form.
 */
export const splitFailure = (
  failure: SecurityFailure | null,
  atField: SecurityFailure['kind'][],
): [field: SecurityFailure | null, form: SecurityFailure | null] =>
  !failure ? [null, null] : atField.includes(failure.kind) ? [failure, null] : [null, failure];
