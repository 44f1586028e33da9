import { useId, useMemo } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import type { RememberedLogin } from '../remember';
import { authActions } from '../slice';
import { CODE_MAX_LENGTH, loginValidators } from '../validators';
import { Field } from '@/components/Field';
import { RememberField } from './RememberField';
import { selectCountries, selectMobileNumRule } from '@/core/system/selectors';
import {
  selectAuthError,
  selectAuthSmsCountdown,
  selectAuthSmsSending,
  selectAuthSubmitting,
  selectCaptchaImage,
  selectCaptchaRequired,
} from '../selectors';

function useValidators() {
  const { t } = useTranslation();
  const mobileRule = useAppSelector(selectMobileNumRule);
  return useMemo(() => loginValidators(t as never, mobileRule), [t, mobileRule]);
}

/** The server's reason of the last failed login, announced (role alert). */
function LoginError() {
  const { t } = useTranslation();
  const error = useAppSelector(selectAuthError);
  if (!error) return null;
  const tr = t as unknown as (key: string) => string;
  return (
    <p role="alert" className="auth-error">
      {error.message ?? (error.key ? tr(error.key) : '')}
    </p>
  );
}

function SubmitButton() {
  const { t } = useTranslation();
  const submitting = useAppSelector(selectAuthSubmitting);
  // aria-disabled, not disabled: a disabled button drops the keyboard focus, and the security
  // check that opens next would have nothing to give it back to.
  return (
    <button
      type="submit"
      className="primary auth-submit"
      aria-disabled={submitting || undefined}
      aria-busy={submitting || undefined}
      onClick={(event) => {
        if (submitting) event.preventDefault();
      }}
    >
      {t('auth.actions.submit')}
    </button>
  );
}

/** The image captcha: the field and the image, which refreshes on click (at most once a second). */
function CaptchaField() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const image = useAppSelector(selectCaptchaImage);
  const validators = useValidators();
  return (
    <div className="auth-captcha">
      <Field
        className="auth-field"
        name="captcha"
        label={t('auth.fields.captcha')}
        validate={validators.captcha}
        autoComplete="off"
        inputMode="numeric"
        maxLength={8}
      />
      <button
        type="button"
        className="auth-captcha-image"
        // While loading, the visible text is the name (an accessible name must contain the visible text).
        aria-label={image ? t('auth.fields.refreshCaptcha') : undefined}
        aria-busy={!image}
        title={t('auth.fields.refreshCaptcha')}
        onClick={() => dispatch(authActions.captchaRequested())}
      >
        {image ? (
          <img src={image} alt={t('auth.fields.captchaImage')} width={100} height={40} />
        ) : (
          t('auth.fields.captchaLoading')
        )}
      </button>
    </div>
  );
}

interface UsernameValues {
  username?: string;
  password?: string;
  captcha?: string;
  remember?: boolean;
}

/** Username tab: username, password, the captcha once demanded, remember me. */
export function UsernameLoginForm({ remembered }: { remembered: RememberedLogin }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const captchaRequired = useAppSelector(selectCaptchaRequired);
  const validators = useValidators();
  const initialValues = useMemo<UsernameValues>(
    () => ({ username: remembered.username, remember: remembered.remember }),
    [remembered],
  );
  const submit = (values: UsernameValues) => {
    dispatch(
      authActions.loginRequested({
        type: 'username',
        username: values.username ?? '',
        password: values.password ?? '',
        captcha: captchaRequired ? (values.captcha ?? '') : undefined,
        remember: Boolean(values.remember),
      }),
    );
  };
  return (
    <Form<UsernameValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form className="auth-form" onSubmit={handleSubmit} noValidate>
          <Field
            className="auth-field"
            name="username"
            label={t('auth.fields.username')}
            validate={validators.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Field
            className="auth-field"
            name="password"
            type="password"
            label={t('auth.fields.password')}
            validate={validators.password}
            autoComplete="current-password"
          />
          {captchaRequired ? <CaptchaField /> : null}
          <RememberField label={t('auth.fields.remember')} />
          <LoginError />
          <SubmitButton />
        </form>
      )}
    </Form>
  );
}

/** The get-code button: validates the number, then sends; disabled with the seconds while counting. */
function GetCodeButton({ defaultDialing }: { defaultDialing: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useForm<SmsValues>();
  const sending = useAppSelector(selectAuthSmsSending);
  const countdown = useAppSelector(selectAuthSmsCountdown);
  const counting = countdown > 0;
  const send = () => {
    const mobile = form.getFieldState('mobileNum');
    if (mobile?.error) {
      // Shows the field's error (touched) and puts the caret there.
      form.focus('mobileNum');
      form.blur('mobileNum');
      return;
    }
    const values = form.getState().values;
    dispatch(
      authActions.smsCodeRequested({
        mobileNum: (values.mobileNum ?? '').trim(),
        countryDialingCode: values.countryDialingCode || defaultDialing || undefined,
      }),
    );
  };
  return (
    <button type="button" className="auth-get-code" disabled={sending || counting} onClick={send}>
      {counting
        ? t('auth.actions.resendIn', { seconds: countdown })
        : sending
          ? t('auth.actions.sending')
          : t('auth.actions.getCode')}
    </button>
  );
}

function CountryCodeField() {
  const { t } = useTranslation();
  const id = useId();
  const countries = useAppSelector(selectCountries);
  const { input } = useField<string>('countryDialingCode');
  if (countries.length === 0) return null;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{t('auth.fields.countryCode')}</label>
      <select {...input} id={id} value={input.value || countries[0]!.countryDialingCode}>
        {countries.map((c) => (
          <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
            {`+${c.countryDialingCode} (${c.countryCode})`}
          </option>
        ))}
      </select>
    </div>
  );
}

interface SmsValues {
  countryDialingCode?: string;
  mobileNum?: string;
  code?: string;
  remember?: boolean;
}

/** SMS tab: country code (when the list is known), mobile number, code with its get-code button. */
export function SmsLoginForm({ remembered }: { remembered: RememberedLogin }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const validators = useValidators();
  const countries = useAppSelector(selectCountries);
  const defaultDialing = countries[0]?.countryDialingCode ?? '';
  const initialValues = useMemo<SmsValues>(
    () => ({
      mobileNum: remembered.mobileNum,
      countryDialingCode: remembered.countryDialingCode || undefined,
      remember: remembered.remember,
    }),
    [remembered],
  );
  const submit = (values: SmsValues) => {
    dispatch(
      authActions.loginRequested({
        type: 'sms',
        username: values.mobileNum ?? '',
        password: values.code ?? '',
        countryDialingCode: values.countryDialingCode || defaultDialing || undefined,
        remember: Boolean(values.remember),
      }),
    );
  };
  return (
    <Form<SmsValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form className="auth-form" onSubmit={handleSubmit} noValidate>
          <CountryCodeField />
          <Field
            className="auth-field"
            name="mobileNum"
            type="tel"
            label={t('auth.fields.mobile')}
            validate={validators.mobileNum}
            autoComplete="tel-national"
            inputMode="numeric"
          />
          <div className="auth-code-row">
            <Field
              className="auth-field"
              name="code"
              label={t('auth.fields.code')}
              validate={validators.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={CODE_MAX_LENGTH}
            />
            <GetCodeButton defaultDialing={defaultDialing} />
          </div>
          <RememberField label={t('auth.fields.remember')} />
          <LoginError />
          <SubmitButton />
        </form>
      )}
    </Form>
  );
}
