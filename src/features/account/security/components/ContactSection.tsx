import { Form, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectRegisterRules } from '@/core/system/selectors';
import { requiredValidator, ruleValidator, type Translate } from '@/lib/validation';
import { selectSecurityCodes, selectSecurityForms } from '../selectors';
import { securityActions, type ContactKind } from '../slice';
import { SecuritySection } from './SecuritySection';
import { FormEnd, useOpenedForm } from './FormParts';
import { splitFailure, useFailureText } from './texts';

/** The verification code's longest length (spec 1 §9). */
const CODE_MAX_LENGTH = 255;

interface Values {
  value?: string;
  code?: string;
}

/** The value's rule: the registration's mobile number or e-mail rule, always required. */
function useValueValidator(kind: ContactKind) {
  const { t } = useTranslation();
  const rules = useAppSelector(selectRegisterRules);
  return ruleValidator(
    kind === 'mobile' ? rules.mobileNum : rules.email,
    t as unknown as Translate,
    {
      forceRequired: true,
      trim: true,
    },
  );
}

/**
 * The get-code button: sends a code to the typed number or e-mail (a wrong one is told at its
 * field instead), then counts down and stays inert until it may send again.
 */
function GetCodeButton({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useForm<Values>();
  const code = useAppSelector(selectSecurityCodes)[kind];
  const validate = useValueValidator(kind);
  const busy = code.sending || code.countdown > 0;
  const press = () => {
    const value = form.getState().values.value ?? '';
    if (validate(value)) {
      // Shows the field's message: visited, then left.
      form.focus('value');
      form.blur('value');
      return;
    }
    dispatch(securityActions.codeRequested({ kind, value }));
  };
  return (
    <button type="button" className="security-code-button" disabled={busy} onClick={press}>
      {code.sending
        ? t('security.code.sending')
        : code.countdown > 0
          ? t('security.code.resendIn', { seconds: code.countdown })
          : t('security.code.getCode')}
    </button>
  );
}

/** Bind or change the mobile number or e-mail: the new one, its code, save or cancel. */
export function ContactForm({ kind, onCancel }: { kind: ContactKind; onCancel: () => void }) {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const dispatch = useAppDispatch();
  const outcome = useAppSelector(selectSecurityForms)[kind];
  const codeState = useAppSelector(selectSecurityCodes)[kind];
  const failureText = useFailureText();
  const validateValue = useValueValidator(kind);
  const [codeFailure, otherFailure] = splitFailure(outcome.failure, ['code', 'expired']);
  const sending = outcome.status === 'sending';
  return (
    <Form<Values>
      onSubmit={(values) => {
        if (sending) return;
        dispatch(
          securityActions.bindSubmitted({
            kind,
            value: values.value ?? '',
            verificationCode: values.code ?? '',
          }),
        );
      }}
      render={({ handleSubmit }) => (
        <form className="security-form" onSubmit={handleSubmit} noValidate>
          <Field
            name="value"
            label={t(`security.${kind}.field`)}
            required
            validate={validateValue}
            type={kind === 'mobile' ? 'tel' : 'email'}
            inputMode={kind === 'mobile' ? 'numeric' : 'email'}
            autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
          />
          <Field
            name="code"
            label={t('security.code.field')}
            required
            validate={requiredValidator(tr, true)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_MAX_LENGTH}
            after={<GetCodeButton kind={kind} />}
            externalError={codeFailure ? failureText(codeFailure) : undefined}
          />
          <FormEnd
            failures={[codeState.failure, otherFailure]}
            submit={t(`security.${kind}.submit`)}
            sending={sending}
            onCancel={onCancel}
          />
        </form>
      )}
    />
  );
}

/**
 * The bound mobile number or e-mail (masked) or that none is bound, with its bind or change
 * button opening the form; once saved, the form closes and says so.
 */
export function ContactSection({
  kind,
  bound,
  shown,
}: {
  kind: ContactKind;
  bound: boolean;
  /** The masked value the server shows. */
  shown: string | null | undefined;
}) {
  const { t } = useTranslation();
  const { open, show, toggle, done } = useOpenedForm(kind);
  return (
    <SecuritySection
      title={t(`security.${kind}.title`)}
      status={bound && shown ? shown : t('security.status.notBound')}
    >
      <button
        ref={toggle}
        type="button"
        className="security-toggle"
        aria-expanded={open}
        onClick={() => show(!open)}
      >
        {bound ? t(`security.${kind}.change`) : t(`security.${kind}.bind`)}
      </button>
      {open ? <ContactForm kind={kind} onCancel={() => show(false)} /> : null}
      {done && !open ? (
        <p role="status" className="security-done">
          {t(`security.${kind}.done`)}
        </p>
      ) : null}
    </SecuritySection>
  );
}
