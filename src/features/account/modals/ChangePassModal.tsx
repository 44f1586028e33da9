import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { Modal } from '@/components/Modal';
import type { ModalComponentProps } from '@/core/modals/types';
import {
  composeValidators,
  requiredValidator,
  ruleValidator,
  type Translate,
} from '@/lib/validation';
import { Field } from '@/components/Field';
import { accountActions } from '../slice';
import '../account.css';
import { accountFeature } from '../feature';
import { selectRegisterRules } from '@/core/system/selectors';
import { selectMemberAccount } from '@/core/session/selectors';
import { selectChangePasswordPending } from '../selectors';
import { END_OTHERS_OFFER } from '../constants';
import { dialogsActions } from '@/core/dialogs/slice';

export const feature = accountFeature;

/**
 * After the change (issue 30): the account is logged in elsewhere too; end those sessions or keep
 * them (closing the modal keeps them). The answer goes to the account saga as a message-box answer.
 */
function EndOthersOffer({ count, onClose }: { count: number; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const answer = (confirmed: boolean) =>
    dispatch(dialogsActions.answered({ id: END_OTHERS_OFFER, confirmed }));
  return (
    <Modal title={t('account.changePass.title')} onClose={onClose} className="account-modal">
      <p role="status" className="account-intro">
        {t('account.endOthers.done')}
      </p>
      <p>{t('account.endOthers.offer', { count })}</p>
      <div className="account-actions">
        <button type="button" className="primary" onClick={() => answer(true)}>
          {t('account.endOthers.end')}
        </button>
        <button type="button" onClick={() => answer(false)}>
          {t('account.endOthers.keep')}
        </button>
      </div>
    </Modal>
  );
}

interface Values {
  oldPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

/**
 * Change password (spec 1 §2.11): the account name, the old password only when no password is
 * known from the login that opened it (`oldPasswordKnown`: the account saga holds it in memory),
 * the new password under the shared password rule and its confirmation ('checkPass').
 * Props: `account` (else the member's), `reason` 'default' | 'expired' (the login flow's);
 * `endOthers` (a count) after the change: the offer to end the other sessions instead of the form.
 */
export default function ChangePassModal({ props, onClose }: ModalComponentProps) {
  return typeof props.endOthers === 'number' ? (
    <EndOthersOffer count={props.endOthers} onClose={onClose} />
  ) : (
    <ChangePassForm props={props} onClose={onClose} />
  );
}

function ChangePassForm({ props, onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const dispatch = useAppDispatch();
  const rules = useAppSelector(selectRegisterRules);
  const memberAccount = useAppSelector(selectMemberAccount);
  const pending = useAppSelector(selectChangePasswordPending);
  const account =
    typeof props.account === 'string' && props.account ? props.account : (memberAccount ?? '');
  const askOld = props.oldPasswordKnown !== true;
  const reason =
    props.reason === 'default'
      ? t('account.changePass.reasonDefault')
      : props.reason === 'expired'
        ? t('account.changePass.reasonExpired')
        : t('account.changePass.intro');

  const validateNew = ruleValidator(rules.password, tr, { forceRequired: true });
  const validateConfirm = (value: unknown, all: Record<string, unknown>) =>
    requiredValidator(tr)(value) ??
    (value === all.newPassword ? undefined : t('validation.checkPass'));

  const submit = (values: Values) => {
    dispatch(
      accountActions.changePasswordSubmitted({
        ...(askOld ? { oldPassword: values.oldPassword ?? '' } : {}),
        newPassword: values.newPassword ?? '',
        confirmNewPassword: values.confirmNewPassword ?? '',
      }),
    );
  };

  return (
    <Modal title={t('account.changePass.title')} onClose={onClose} className="account-modal">
      <p className="account-intro">{reason}</p>
      <Form<Values> onSubmit={submit}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className="account-form">
            <div className="account-field">
              <label htmlFor="change-pass-account">{t('account.changePass.account')}</label>
              <input id="change-pass-account" value={account} readOnly autoComplete="username" />
            </div>
            {askOld ? (
              <Field
                className="account-field"
                name="oldPassword"
                label={t('account.changePass.oldPassword')}
                type="password"
                required
                autoComplete="current-password"
                validate={requiredValidator(tr)}
              />
            ) : null}
            <Field
              className="account-field"
              name="newPassword"
              label={t('account.changePass.newPassword')}
              type="password"
              required
              autoComplete="new-password"
              validate={composeValidators(validateNew)}
            />
            <Field
              className="account-field"
              name="confirmNewPassword"
              label={t('account.changePass.confirmPassword')}
              type="password"
              required
              autoComplete="new-password"
              validate={validateConfirm}
            />
            <button
              type="submit"
              className="primary account-submit"
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {t('account.changePass.submit')}
            </button>
          </form>
        )}
      </Form>
    </Modal>
  );
}
