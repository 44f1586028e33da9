import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/core/hooks';
import { Modal } from '@/components/Modal';
import { systemActions } from '@/core/system/slice';
import type { ModalComponentProps } from '@/core/modals/types';

/** Help modal (spec 1 §2.7): a short help view pointing to the help centre, the protocol and service. */
export default function HelpModal({ onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Modal title={t('shell.helpModal.title')} onClose={onClose}>
      <p>{t('shell.helpModal.intro')}</p>
      <ul>
        <li>
          <Link to="/helpmc" onClick={onClose}>
            {t('layout.helpCentre')}
          </Link>
        </li>
        <li>
          <Link to="/help" onClick={onClose}>
            {t('layout.userProtocol')}
          </Link>
        </li>
      </ul>
      <div className="dialog-actions">
        <button
          type="button"
          className="primary"
          onClick={() => dispatch(systemActions.customerServiceRequested())}
        >
          {t('layout.customerService')}
        </button>
      </div>
    </Modal>
  );
}
