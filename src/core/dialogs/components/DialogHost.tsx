import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { Modal } from '@/components/Modal';
import { dialogsActions } from '@/core/dialogs/slice';
import { DialogIcon } from './DialogIcon';
import '@/core/dialogs/dialogs.css';
import { selectCurrentDialog } from '@/core/dialogs/selectors';

/**
 * Shows the first queued message box (warning, info, confirm...) with its kind's icon. The icon is
 * decorative: the dialog is named by its kind ('Warning'), or, with a custom title, the message
 * starts with the kind for screen readers.
 */
export function DialogHost() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectCurrentDialog);
  if (!dialog) return null;
  const answer = (confirmed: boolean) =>
    dispatch(dialogsActions.answered({ id: dialog.id, confirmed }));
  // Catalogue keys are dynamic here (they come from sagas), hence the cast.
  const tr = t as unknown as (key: string, params?: Record<string, unknown>) => string;
  const message = dialog.text ?? (dialog.key ? tr(dialog.key, dialog.params) : '');
  const kindName = tr(`dialogs.${dialog.kind}`);
  const title = dialog.titleKey ? tr(dialog.titleKey) : kindName;
  return (
    <Modal title={title} onClose={() => answer(false)} className={`dialog dialog-${dialog.kind}`}>
      <div className="dialog-body">
        <DialogIcon kind={dialog.kind} />
        <p className="dialog-message">
          {dialog.titleKey ? <span className="visually-hidden">{`${kindName}: `}</span> : null}
          {message}
        </p>
      </div>
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
