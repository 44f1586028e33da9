import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import type { ModalComponentProps } from '@/core/modals/types';
import '../register.css';
import { registerFeature } from '../feature';

export const feature = registerFeature;

/** registerSuccessModal (spec 1 §2.7, §4): shown after a registration logged the member in. */
export default function RegisterSuccessModal({ props, onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  const account = typeof props.account === 'string' ? props.account : '';
  return (
    <Modal title={t('register.success.title')} onClose={onClose} className="register-success">
      <p>{t('register.success.body', { account })}</p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={onClose}>
          {t('register.success.start')}
        </button>
      </div>
    </Modal>
  );
}
