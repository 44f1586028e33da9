import { useId, useState } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { Modal } from '@/components/Modal';
import { TabList, tabId } from '@/components/TabList';
import type { ModalComponentProps } from '@/core/modals/types';
import { systemActions } from '@/core/system/slice';
import {
  composeValidators,
  maxLengthValidator,
  requiredValidator,
  ruleValidator,
  type Translate,
  type Validator,
} from '@/lib/validation';
import { Field } from '@/components/Field';
import {
  selectForgotCodePending,
  selectForgotCountdown,
  selectForgotEmailPending,
  selectForgotPhonePending,
  selectPhoneRecoveryEnabled,
} from '../selectors';
import { accountActions } from '../slice';
import '../account.css';
import { accountFeature } from '../feature';
import {
  selectCountries,
  selectLocationCountry,
  selectRegisterRules,
} from '@/core/system/selectors';

export const feature = accountFeature;

type Tab = 'email' | 'mobile';

/** Email validity (spec 1 §5 "email required and valid"). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Verification code field max length (spec 1 §9). */
const CODE_MAX = 255;

function useValidators() {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const rules = useAppSelector(selectRegisterRules);
  const required = requiredValidator(tr, true);
  const email: Validator = (value) =>
    typeof value === 'string' && EMAIL.test(value.trim()) ? undefined : t('validation.email');
  return {
    username: ruleValidator(rules.username, tr, { forceRequired: true, trim: true }),
    email: composeValidators(required, email),
    mobile: ruleValidator(rules.mobileNum, tr, { forceRequired: true, trim: true }),
    code: composeValidators(
      required,
      maxLengthValidator(CODE_MAX, t('validation.verificationCode')),
    ),
    password: ruleValidator(rules.password, tr, { forceRequired: true }),
  };
}

interface EmailValues {
  username?: string;
  email?: string;
}

function EmailForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const v = useValidators();
  const pending = useAppSelector(selectForgotEmailPending);
  return (
    <Form<EmailValues>
      onSubmit={(values) =>
        dispatch(
          accountActions.forgotEmailSubmitted({
            username: values.username ?? '',
            email: values.email ?? '',
          }),
        )
      }
    >
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="account-form">
          <Field
            className="account-field"
            name="username"
            label={t('account.forgot.username')}
            required
            autoComplete="username"
            validate={v.username}
          />
          <Field
            className="account-field"
            name="email"
            label={t('account.forgot.email')}
            type="email"
            inputMode="email"
            required
            autoComplete="email"
            validate={v.email}
          />
          <button
            type="submit"
            className="primary account-submit"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {t('account.forgot.submit')}
          </button>
          <button
            type="button"
            className="account-link"
            onClick={() => dispatch(systemActions.customerServiceRequested())}
          >
            {t('account.forgot.customerService')}
          </button>
        </form>
      )}
    </Form>
  );
}

interface MobileValues {
  countryDialingCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  newPassword?: string;
}

function MobileForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const v = useValidators();
  const countries = useAppSelector(selectCountries);
  const here = useAppSelector(selectLocationCountry);
  const countdown = useAppSelector(selectForgotCountdown);
  const sending = useAppSelector(selectForgotCodePending);
  const pending = useAppSelector(selectForgotPhonePending);
  const selectId = useId();
  const initialCode = countries.find((c) => c.countryCode === here)?.countryDialingCode ?? '';
  const counting = countdown > 0;

  return (
    <Form<MobileValues>
      initialValues={{ countryDialingCode: initialCode }}
      onSubmit={(values) =>
        dispatch(
          accountActions.forgotPhoneSubmitted({
            mobileNum: (values.mobileNum ?? '').trim(),
            verificationCode: (values.verificationCode ?? '').trim(),
            newPassword: values.newPassword ?? '',
            ...(values.countryDialingCode ? { countryDialingCode: values.countryDialingCode } : {}),
          }),
        )
      }
    >
      {({ handleSubmit, form }) => {
        const getCode = () => {
          if (counting || sending) return; // inert while counting (the saga checks too)
          const { values } = form.getState();
          if (v.mobile(values.mobileNum)) {
            form.blur('mobileNum'); // shows the mobile error; no code is asked for
            return;
          }
          dispatch(
            accountActions.forgotCodeRequested({
              mobileNum: (values.mobileNum ?? '').trim(),
              ...(values.countryDialingCode
                ? { countryDialingCode: values.countryDialingCode }
                : {}),
            }),
          );
        };
        return (
          <form onSubmit={handleSubmit} noValidate className="account-form">
            <div className="account-field">
              <label htmlFor={selectId}>{t('account.forgot.countryCode')}</label>
              <FinalField<string> name="countryDialingCode">
                {({ input }) => (
                  <select {...input} id={selectId}>
                    <option value="">{t('account.forgot.noCountryCode')}</option>
                    {countries.map((c) => (
                      <option
                        key={`${c.countryCode}-${c.countryDialingCode}`}
                        value={c.countryDialingCode}
                      >
                        +{c.countryDialingCode} ({c.countryCode})
                      </option>
                    ))}
                  </select>
                )}
              </FinalField>
            </div>
            <Field
              className="account-field"
              name="mobileNum"
              label={t('account.forgot.mobile')}
              type="tel"
              inputMode="tel"
              required
              autoComplete="tel-national"
              validate={v.mobile}
            />
            <Field
              className="account-field"
              name="verificationCode"
              label={t('account.forgot.code')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_MAX}
              validate={v.code}
              after={
                // aria-disabled rather than disabled: the button keeps the focus while it counts.
                <button
                  type="button"
                  className="account-code-button"
                  onClick={getCode}
                  aria-disabled={counting || sending || undefined}
                  aria-busy={sending || undefined}
                >
                  {counting
                    ? t('account.forgot.resendIn', { seconds: countdown })
                    : sending
                      ? t('account.forgot.sending')
                      : t('account.forgot.getCode')}
                </button>
              }
            />
            {/* Shown as plain text on purpose (spec 1 §2.12). */}
            <Field
              className="account-field"
              name="newPassword"
              label={t('account.forgot.newPassword')}
              hint={t('account.forgot.newPasswordHint')}
              required
              autoComplete="new-password"
              validate={v.password}
            />
            <button
              type="submit"
              className="primary account-submit"
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {t('account.forgot.reset')}
            </button>
          </form>
        );
      }}
    </Form>
  );
}

/**
 * Forgot password (spec 1 §2.12): email and mobile tabs when CHNGPASSVERIF3 is on, else the email
 * form alone. The tabs follow the ARIA tabs pattern (arrow keys, Home, End).
 */
export default function ForgetPassModal({ onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  const withPhone = useAppSelector(selectPhoneRecoveryEnabled);
  const [tab, setTab] = useState<Tab>('email');
  const baseId = useId();
  const current: Tab = withPhone ? tab : 'email';
  const panelId = (name: Tab) => `${baseId}-${name}-panel`;

  return (
    <Modal
      title={t('account.forgot.title')}
      onClose={onClose}
      closeButton="white"
      className="account-modal"
    >
      {withPhone ? (
        <>
          <TabList
            label={t('account.forgot.tabs')}
            className="account-tabs"
            tabs={[
              { id: 'email', label: t('account.forgot.byEmail') },
              { id: 'mobile', label: t('account.forgot.byMobile') },
            ]}
            selected={current}
            onSelect={setTab}
            idBase={baseId}
            panelId={panelId}
          />
          <div
            role="tabpanel"
            id={panelId(current)}
            aria-labelledby={tabId(baseId, current)}
            className="account-panel"
          >
            {current === 'email' ? <EmailForm /> : <MobileForm />}
          </div>
        </>
      ) : (
        <EmailForm />
      )}
    </Modal>
  );
}
