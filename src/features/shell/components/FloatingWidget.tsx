import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/store';
import { systemActions } from '@/features/system/slice';

/** Floating service widget (spec 1 §2.6): toggling, app download and Telegram arrive with the shell issue. */
export function FloatingWidget() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <aside className="floating-widget" aria-label={t('layout.serviceWidget')}>
      <button type="button" onClick={() => dispatch(systemActions.customerServiceRequested())}>
        {t('layout.customerService')}
      </button>
    </aside>
  );
}
