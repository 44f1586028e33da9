import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectRegisterRules } from '@/core/system/selectors';
import { requiredValidator, ruleValidator, type Translate } from '@/lib/validation';
import { selectSecurityForms } from '../selectors';
import { securityActions } from '../slice';
import { SecuritySection } from './SecuritySection';
import { FormEnd, useOpenedForm } from './FormParts';
import { splitFailure, useFailureText } from './texts';

interface Values {
  oldPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

/**
 * Set a payment password (new and confirmation) or change it (the current one too): the new one
 * under the registration's payment-password rule, the confirmation equal to it.
 */
export function PaymentPasswordForm({
  isSet,
  onCancel,
}: {
  isSet: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const dispatch = useAppDispatch();
  const rules = useAppSelector(selectRegisterRules);
  const outcome = useAppSelector(selectSecurityForms).paymentPassword;
  const failureText = useFailureText();
  const [oldFailure, otherFailure] = splitFailure(outcome.failure, ['password']);
  const sending = outcome.status === 'sending';
  const validateNew = ruleValidator(rules.paymentPassword, tr, { forceRequired: true });
  const validateConfirm = (value: unknown, all: Record<string, unknown>) =>
    requiredValidator(tr)(value) ??
    (value === all.newPassword ? undefined : t('validation.checkPass'));
  return (
    <Form<Values>
      onSubmit={(values) => {
        if (sending) return;
        dispatch(
          securityActions.paymentPasswordSubmitted({
            ...(isSet ? { oldPassword: values.oldPassword ?? '' } : {}),
            newPassword: values.newPassword ?? '',
            confirmNewPassword: values.confirmNewPassword ?? '',
          }),
        );
      }}
      render={({ handleSubmit }) => (
        <form className="security-form" onSubmit={handleSubmit} noValidate>
          {isSet ? (
            <Field
              name="oldPassword"
              label={t('security.payment.old')}
              type="password"
              required
              autoComplete="current-password"
              validate={requiredValidator(tr)}
              externalError={oldFailure ? failureText(oldFailure) : undefined}
            />
          ) : null}
          <Field
            name="newPassword"
            label={t('security.payment.new')}
            type="password"
            required
            autoComplete="new-password"
            validate={validateNew}
          />
          <Field
            name="confirmNewPassword"
            label={t('security.payment.confirm')}
            type="password"
            required
            autoComplete="new-password"
            validate={validateConfirm}
          />
          <FormEnd
            failures={[otherFailure]}
            submit={isSet ? t('security.payment.save') : t('security.payment.set')}
            sending={sending}
            onCancel={onCancel}
          />
        </form>
      )}
    />
  );
}

/**
 * The payment (transaction) password: none yet says why it is needed and shows the form to set
 * one; once set, a change button opens the form with the current password.
 */
export function PaymentPasswordSection({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  const { open, show, toggle, done } = useOpenedForm('paymentPassword');
  // Set or changed here: which of the two it was, for the message.
  const [wasSet, setWasSet] = useState(isSet);
  useEffect(() => {
    if (!done) setWasSet(isSet);
  }, [done, isSet]);
  return (
    <SecuritySection
      title={t('security.payment.title')}
      status={isSet ? t('security.status.set') : t('security.status.notSet')}
    >
      {isSet ? (
        <button
          ref={toggle}
          type="button"
          className="security-toggle"
          aria-expanded={open}
          onClick={() => show(!open)}
        >
          {t('security.payment.change')}
        </button>
      ) : (
        <>
          <p className="security-note">{t('security.payment.notSet')}</p>
          <PaymentPasswordForm isSet={false} />
        </>
      )}
      {isSet && open ? <PaymentPasswordForm isSet onCancel={() => show(false)} /> : null}
      {done && !open ? (
        <p role="status" className="security-done">
          {wasSet ? t('security.payment.changeDone') : t('security.payment.setDone')}
        </p>
      ) : null}
    </SecuritySection>
  );
}
