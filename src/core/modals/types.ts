import type { OpenModal } from './slice';

/** What every modal component of the registry receives. */
export interface ModalComponentProps {
  props: OpenModal['props'];
  onClose: () => void;
}
