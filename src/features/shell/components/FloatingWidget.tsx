import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { systemActions } from '@/core/system/slice';
import '../shell.css';
import { selectHasCustomerService } from '@/core/system/selectors';
import { selectTelegramUrl } from '../selectors';

/**
 * Floating service widget (spec 1 §2.6, spec 2 §2): a toggle that opens customer service (when the
 * site has any), app download and Telegram (when the site gives its link).
 */
export function FloatingWidget() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const hasCustomerService = useAppSelector(selectHasCustomerService);
  const telegram = useAppSelector(selectTelegramUrl);
  return (
    <aside
      className={`floating-widget${open ? ' floating-widget--open' : ''}`}
      aria-label={t('layout.serviceWidget')}
    >
      {open && (
        <ul id={menuId} className="floating-widget__menu">
          {hasCustomerService && (
            <li>
              <button
                type="button"
                onClick={() => dispatch(systemActions.customerServiceRequested())}
              >
                {t('layout.customerService')}
              </button>
            </li>
          )}
          <li>
            <Link to="/down">{t('sections.download')}</Link>
          </li>
          {telegram && (
            <li>
              <a href={telegram} target="_blank" rel="noopener noreferrer">
                {t('shell.widget.telegram')}
              </a>
            </li>
          )}
        </ul>
      )}
      <button
        type="button"
        className="floating-widget__toggle"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {t('shell.widget.toggle')}
      </button>
    </aside>
  );
}
