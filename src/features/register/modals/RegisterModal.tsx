import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import type { ModalComponentProps } from '@/core/modals/types';
import { NEW_MEMBER_BONUS } from '../fields';
import RegistrationForm from '../components/RegistrationForm';
import { registerFeature } from '../feature';

export const feature = registerFeature;

/** registerModal (spec 1 §2.7): the registration form in a modal with the white close button. */
export default function RegisterModal({ onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('register.title')}
      onClose={onClose}
      closeButton="white"
      className="register-modal"
    >
      <p className="register-bonus">{t('register.bonus', { amount: NEW_MEMBER_BONUS })}</p>
      <RegistrationForm />
    </Modal>
  );
}
