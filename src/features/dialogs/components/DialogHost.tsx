import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/store';
import { Modal } from '@/components/Modal';
import { dialogsActions } from '../slice';

/** Shows the first queued message box (warning, info, confirm...). */
export function DialogHost() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dialog = useAppSelector((s) => s.dialogs.queue[0]);
  if (!dialog) return null;
  const answer = (confirmed: boolean) => dispatch(dialogsActions.answered({ id: dialog.id, confirmed }));
  // Catalogue keys are dynamic here (they come from sagas), hence the cast.
  const tr = t as unknown as (key: string, params?: Record<string, unknown>) => string;
  const message = dialog.text ?? (dialog.key ? tr(dialog.key, dialog.params) : '');
  const title = dialog.titleKey ? tr(dialog.titleKey) : tr(`dialogs.${dialog.kind}`);
  return (
    <Modal title={title} onClose={() => answer(false)} className={`dialog dialog-${dialog.kind}`}>
      <p className="dialog-message">{message}</p>
      <div className="dialog-actions">
        {dialog.kind === 'confirm' ? (
          <button type="button" onClick={() => answer(false)}>
            {t('app.cancel')}
          </button>
        ) : null}
        <button type="button" className="primary" onClick={() => answer(true)}>
          {dialog.confirmKey ? tr(dialog.confirmKey) : t('app.confirm')}
        </button>
      </div>
    </Modal>
  );
}
