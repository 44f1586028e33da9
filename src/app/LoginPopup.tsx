import { lazy } from 'react';
import { useAppDispatch } from '@/core/hooks';
import type { LazyFeature } from '@/core/lazy-feature';
import { accountActions } from '@/features/account/slice';
import type { ModalComponentProps } from '@/core/modals/types';
import { authFeature } from '@/features/auth/feature';
import LoginPopupModal from '@/features/auth/modals/LoginPopupModal';
import { registerFeature } from '@/features/register/feature';

/** The popup's features: login, and registration in its register view. */
export const feature: LazyFeature = {
  name: 'loginPopup',
  requires: [authFeature, registerFeature],
};

const RegistrationForm = lazy(() => import('@/features/register/components/RegistrationForm'));

/**
 * The auth feature's login popup with the register feature's form in its register view and the
 * account feature's free play.
 */
export default function LoginPopup(props: ModalComponentProps) {
  const dispatch = useAppDispatch();
  return (
    <LoginPopupModal
      {...props}
      registerForm={<RegistrationForm />}
      onFreePlay={() => dispatch(accountActions.freePlayRequested())}
    />
  );
}
