import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import type { ModalComponentProps } from '@/core/modals/types';
import { launchFeature } from '../feature';
import '../launch.css';

export const feature = launchFeature;

/** The visible 'starting' state of a launch (one at a time); it closes when the answer arrives. */
export default function GameLaunchingModal({ props, onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  const name = typeof props.name === 'string' ? props.name : '';
  return (
    <Modal
      title={name ? t('launch.starting.title', { name }) : t('launch.starting.titleUnnamed')}
      onClose={onClose}
      closeButton={false}
      closeOnBackdrop={false}
      className="launch-modal launch-starting"
    >
      <div className="launch-starting__body" aria-busy="true">
        <span className="launch-spinner" aria-hidden="true" />
        <p>{t('launch.starting.body')}</p>
      </div>
    </Modal>
  );
}
