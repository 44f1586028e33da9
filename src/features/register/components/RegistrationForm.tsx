import { useCallback, useEffect, useId, useMemo, type ReactNode } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { TabList, tabId } from '@/components/TabList';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import type { Translate } from '@/lib/validation';
import {
  availableTypes,
  registrationFields,
  validateRegistration,
  type FieldSpec,
  type FormContext,
} from '../fields';
import { registerActions, type RegisterType, type RegisterValues } from '../slice';
import { CountryCodePicker } from './CountryCodePicker';
import '../register.css';
import { selectCountries, selectDefaultDialingCode, selectFlags } from '@/core/system/selectors';
import {
  selectEffectiveRegisterRules,
  selectFieldError,
  selectReferral,
  selectRegisterCaptcha,
  selectRegisterSmsSeconds,
  selectRegisterSmsSending,
  selectRegisterSubmitting,
  selectRegisterType,
  selectUsernameTaken,
} from '../selectors';

type T = ReturnType<typeof useTranslation>['t'];
const fieldLabel = (t: T, name: string) => (t as unknown as Translate)(`register.fields.${name}`);

/** The dialing code in use: the chosen one, else the first of the country list. */
function useDefaultDialingCode() {
  return useAppSelector(selectDefaultDialingCode);
}

function SmsCodeButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useForm<RegisterValues>();
  const seconds = useAppSelector(selectRegisterSmsSeconds);
  const sending = useAppSelector(selectRegisterSmsSending);
  const fallbackDialing = useDefaultDialingCode();
  const counting = seconds > 0;
  const request = () => {
    const mobile = form.getFieldState('mobileNum');
    if (!mobile || mobile.error) {
      // Show the mobile number's error instead of sending to a bad number.
      form.blur('mobileNum');
      return;
    }
    const { mobileNum = '', countryDialingCode } = form.getState().values;
    dispatch(
      registerActions.smsCodeRequested({
        mobileNo: mobileNum.trim(),
        countryDialingCode: countryDialingCode || fallbackDialing,
      }),
    );
  };
  return (
    <button type="button" className="register-sms" onClick={request} disabled={counting || sending}>
      {counting
        ? t('register.sms.resendIn', { seconds })
        : sending
          ? t('register.sms.sending')
          : t('register.sms.getCode')}
    </button>
  );
}

function CaptchaImage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const captcha = useAppSelector(selectRegisterCaptcha);
  return (
    <button
      type="button"
      className="register-captcha"
      onClick={() => dispatch(registerActions.captchaRequested())}
      // While loading, the visible text is the name (an accessible name must contain the visible text).
      aria-label={captcha ? t('register.captcha.refresh') : undefined}
      aria-busy={!captcha}
    >
      {captcha ? (
        <img src={captcha} alt={t('register.captcha.image')} width={96} height={36} />
      ) : (
        t('register.captcha.loading')
      )}
    </button>
  );
}

function DialingCodeField() {
  const { t } = useTranslation();
  const countries = useAppSelector(selectCountries);
  const fallback = useDefaultDialingCode();
  const { input } = useField<string>('countryDialingCode');
  if (countries.length === 0) return null;
  return (
    <CountryCodePicker
      label={t('register.fields.countryCode')}
      value={input.value || fallback}
      options={countries}
      onChange={(code) => input.onChange(code)}
    />
  );
}

/**
 * The username's availability, told at the field before submitting: each name that passes its
 * rule is sent for the check (the saga asks after a pause in typing); a taken one shows under the
 * field while it is the field's value.
 */
function useUsernameNotice(name: string): string | undefined {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const watched = name === 'username';
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true },
  });
  const value = (input.value ?? '').trim();
  const checkable = watched && !meta.error ? value : '';
  useEffect(() => {
    if (watched) dispatch(registerActions.usernameChanged(checkable));
  }, [watched, checkable, dispatch]);
  const taken = useAppSelector(selectUsernameTaken);
  return watched && taken !== null && taken === value ? t('register.usernameTaken') : undefined;
}

/** One field: visible label, '＊' placeholder when required, its error below (spec 1 §5). */
function RegisterInput({
  spec,
  before,
  after,
}: {
  spec: FieldSpec;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const serverError = useAppSelector((s) => selectFieldError(s, spec.name));
  const label = fieldLabel(t, spec.name);
  const notice = useUsernameNotice(spec.name);
  return (
    <Field
      className={`register-field register-field-${spec.name}`}
      name={spec.name}
      label={label}
      type={spec.input}
      inputMode={
        spec.name === 'mobileNum' || spec.name === 'verificationCode' ? 'numeric' : undefined
      }
      required={spec.required}
      placeholder={label}
      autoComplete={spec.autoComplete}
      externalError={serverError}
      notice={notice}
      before={before}
      after={after}
    />
  );
}

function renderField(spec: FieldSpec) {
  switch (spec.name) {
    case 'mobileNum':
      return <RegisterInput key={spec.name} spec={spec} before={<DialingCodeField />} />;
    case 'verificationCode':
      return <RegisterInput key={spec.name} spec={spec} after={<SmsCodeButton />} />;
    case 'captcha':
      return <RegisterInput key={spec.name} spec={spec} after={<CaptchaImage />} />;
    default:
      return <RegisterInput key={spec.name} spec={spec} />;
  }
}

function RegisterFormBody({ type }: { type: RegisterType }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const rules = useAppSelector(selectEffectiveRegisterRules);
  const flags = useAppSelector(selectFlags);
  const referral = useAppSelector(selectReferral);
  const submitting = useAppSelector(selectRegisterSubmitting);
  const fallbackDialing = useDefaultDialingCode();
  const ctx = useMemo<FormContext>(
    () => ({ type, rules, flags, referral }),
    [type, rules, flags, referral],
  );
  const specs = useMemo(() => registrationFields(ctx), [ctx]);
  // A new `t` (language change) re-validates: messages follow the user's language.
  const validate = useCallback(
    (values: RegisterValues) => validateRegistration(values, specs, t as unknown as Translate),
    [specs, t],
  );
  const onSubmit = (values: RegisterValues) => {
    dispatch(
      registerActions.submitted({
        type,
        values: { ...values, countryDialingCode: values.countryDialingCode || fallbackDialing },
        registerUrl: window.location.href,
      }),
    );
  };
  return (
    <Form<RegisterValues>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit }) => (
        <form className="register-fields" noValidate onSubmit={handleSubmit}>
          {specs.map(renderField)}
          <button
            type="submit"
            className="primary register-submit"
            disabled={submitting}
            aria-busy={submitting}
          >
            {submitting ? t('register.submitting') : t('register.submit')}
          </button>
        </form>
      )}
    />
  );
}

/**
 * The registration form with its username / mobile tabs (spec 1 §2.9, §2.10). Used by the
 * /register page, the registerModal and the login popup's register view; takes no props.
 */
export default function RegistrationForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const flags = useAppSelector(selectFlags);
  const chosen = useAppSelector(selectRegisterType);
  const types = useMemo(() => availableTypes(flags), [flags]);
  const type = types.includes(chosen) ? chosen : types[0];

  useEffect(() => {
    dispatch(registerActions.formOpened());
    return () => {
      dispatch(registerActions.formClosed());
    };
  }, [dispatch]);

  if (!type) return <p className="register-unavailable">{t('register.unavailable')}</p>;
  const panelId = `${id}-panel`;
  return (
    <div className="register-form">
      <TabList
        label={t('register.tabs.label')}
        className="register-tabs"
        tabs={types.map((option) => ({ id: option, label: t(`register.tabs.${option}`) }))}
        selected={type}
        onSelect={(next) => next !== type && dispatch(registerActions.typeChanged(next))}
        idBase={id}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(id, type)}>
        <RegisterFormBody key={type} type={type} />
      </div>
    </div>
  );
}
