import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { Modal } from '@/components/Modal';
import { TabList, tabId } from '@/components/TabList';
import type { ModalComponentProps } from '@/core/modals/types';
import { modalsActions } from '@/core/modals/slice';
import { ChallengeMount } from '../components/ChallengeMount';
import { UsernameLoginForm, SmsLoginForm } from '../components/LoginForms';
import { ModeSwitcher, type PopupMode } from '../components/ModeSwitcher';
import { SocialButtons } from '../components/SocialButtons';
import { VerificationStep } from '../components/VerificationStep';
import { selectVerification } from '../selectors';
import { readRememberedLogin } from '../remember';
import { authActions, type LoginType } from '../slice';
import '../auth.css';
import { authFeature } from '../feature';
import { selectFlags } from '@/core/system/selectors';

/** The popup's feature (the app's login popup adds registration: `src/app/LoginPopup.tsx`). */
export const feature = authFeature;

const TABS: readonly LoginType[] = ['username', 'sms'];

/** Username and SMS tabs (the tab list only when MOBILEVERCODELOGIN3 is on); both forms stay mounted. */
function LoginView({
  variant,
  onFreePlay,
}: {
  variant: 'header' | 'default';
  onFreePlay?: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const flags = useAppSelector(selectFlags);
  const smsEnabled = flags.MOBILEVERCODELOGIN3 === true;
  const [tab, setTab] = useState<LoginType>('username');
  // Prefilled from the remember-me cookies when the popup opens (never a password).
  const [remembered] = useState(readRememberedLogin);
  const baseId = useId();
  const active: LoginType = smsEnabled ? tab : 'username';

  const select = (next: LoginType) => {
    if (next === active) return;
    setTab(next);
    dispatch(authActions.errorCleared());
  };
  const forgot = () => {
    dispatch(modalsActions.closed('loginPopupModal'));
    dispatch(modalsActions.opened({ name: 'forgetPassModal' }));
  };

  const panelId = (type: LoginType) => `${baseId}-panel-${type}`;
  const panel = (type: LoginType) =>
    smsEnabled
      ? {
          role: 'tabpanel',
          id: panelId(type),
          'aria-labelledby': tabId(baseId, type),
          hidden: active !== type,
        }
      : { hidden: active !== type };

  return (
    <>
      {smsEnabled ? (
        <TabList
          label={t('auth.tabs.label')}
          className="auth-tabs"
          tabs={TABS.map((type) => ({
            id: type,
            label: type === 'username' ? t('auth.tabs.username') : t('auth.tabs.sms'),
          }))}
          selected={active}
          onSelect={select}
          idBase={baseId}
          panelId={panelId}
        />
      ) : null}
      <div {...panel('username')}>
        <UsernameLoginForm remembered={remembered} />
      </div>
      {smsEnabled ? (
        <div {...panel('sms')}>
          <SmsLoginForm remembered={remembered} />
        </div>
      ) : null}
      <p className="auth-links">
        <button type="button" className="auth-link" onClick={forgot}>
          {t('auth.actions.forgot')}
        </button>
      </p>
      {variant === 'default' && (flags.FREEPLAY3 || flags.DIRECTREG3) ? (
        <div className="auth-alternatives">
          {flags.FREEPLAY3 ? (
            <button type="button" onClick={onFreePlay}>
              {t('auth.actions.freeTrial')}
            </button>
          ) : null}
          {flags.DIRECTREG3 ? (
            <button
              type="button"
              onClick={() =>
                dispatch(
                  modalsActions.opened({
                    name: 'loginPopupModal',
                    props: { mode: 'register', variant },
                  }),
                )
              }
            >
              {t('auth.actions.register')}
            </button>
          ) : null}
        </div>
      ) : null}
      {variant === 'header' && flags.SOCIALLOGIN3 ? <SocialButtons /> : null}
    </>
  );
}

/**
 * The login popup (spec 1 §2.8): props `mode` ('login' | 'register') and `variant` ('header' |
 * 'default'). Login: username and SMS tabs, remember me, forgot password; the default variant
 * adds free trial and register, the header variant social sign-in. Register: the registration
 * form. The app layer gives the register feature's form (`registerForm`) and the account
 * feature's free play (`onFreePlay`). The anti-bot challenge of its flows shows over it.
 */
export default function LoginPopupModal({
  props,
  onClose,
  registerForm,
  onFreePlay,
}: ModalComponentProps & { registerForm?: ReactNode; onFreePlay?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mode: PopupMode = props.mode === 'register' ? 'register' : 'login';
  const variant = props.variant === 'header' ? 'header' : 'default';
  // The login side rule's check replaces the forms until it is answered (spec 2 §4).
  const verifying = useAppSelector(selectVerification) !== null;

  useEffect(() => {
    dispatch(authActions.popupOpened());
  }, [dispatch]);

  const switchMode = (next: PopupMode) =>
    dispatch(modalsActions.opened({ name: 'loginPopupModal', props: { ...props, mode: next } }));

  return (
    <Modal
      title={mode === 'login' ? t('auth.title.login') : t('auth.title.register')}
      onClose={onClose}
      closeButton="white"
      className="login-popup"
    >
      <ModeSwitcher mode={mode} onChange={switchMode} />
      {mode === 'login' ? (
        <>
          {verifying ? <VerificationStep /> : null}
          {/* Hidden, not unmounted: back from the check finds the forms as they were typed. */}
          <div hidden={verifying}>
            <LoginView variant={variant} onFreePlay={onFreePlay} />
          </div>
        </>
      ) : (
        <Suspense fallback={<p className="auth-loading">{t('auth.loading')}</p>}>
          {registerForm}
        </Suspense>
      )}
      <ChallengeMount />
    </Modal>
  );
}
