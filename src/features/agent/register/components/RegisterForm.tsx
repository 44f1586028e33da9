import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectRegisterRules } from '@/core/system/selectors';
import type { Translate } from '@/lib/validation';
import {
  REGISTER_FIELDS,
  refusedField,
  registrationOf,
  validators,
  type DownlineValues,
} from '../rules';
import { selectAgentRegister } from '../selectors';
import { agentRegisterActions } from '../slice';

/**
 * A downline account by the registration's rules (spec 1 §5): each field checked as typed; the
 * server's refusal told at the field it names; what was typed stays whatever the outcome.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const dispatch = useAppDispatch();
  const rules = useAppSelector(selectRegisterRules);
  const { submit } = useAppSelector(selectAgentRegister);
  const checks = useMemo(() => validators(rules, tr), [rules, tr]);
  const refused = submit.status === 'failed' ? refusedField(submit.failure) : null;
  const sending = submit.status === 'sending';

  return (
    <Form<DownlineValues>
      onSubmit={(values) => {
        dispatch(agentRegisterActions.registerRequested(registrationOf(values)));
      }}
    >
      {({ handleSubmit }) => (
        <form className="team-register-form" noValidate onSubmit={handleSubmit}>
          {REGISTER_FIELDS.map((name) => (
            <Field
              key={name}
              name={name}
              type={name === 'username' ? 'text' : 'password'}
              label={t(`team.register.${name}`)}
              required
              validate={checks[name]}
              autoComplete={name === 'username' ? 'off' : 'new-password'}
              externalError={refused === name ? submit.failure?.message : undefined}
            />
          ))}
          {submit.status === 'failed' && submit.failure ? (
            refused ? (
              <p role="alert" className="team-outcome">
                {t('team.register.failed')}
              </p>
            ) : (
              <PageFailureNotice
                failure={submit.failure}
                lead={t('team.register.failed')}
                busy={t('team.busy')}
              />
            )
          ) : null}
          <p role="status" className="team-outcome">
            {submit.status === 'done' && submit.account
              ? t('team.register.done', { account: submit.account })
              : ''}
          </p>
          <button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('team.register.sending') : t('team.register.submit')}
          </button>
        </form>
      )}
    </Form>
  );
}
