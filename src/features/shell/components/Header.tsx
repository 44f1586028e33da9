import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/store';
import { preferencesActions } from '@/features/preferences/slice';

/** Site header: theme switch, logo on the register route (spec 1 §2.4). */
export function Header() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.preferences.theme);
  const { pathname } = useLocation();
  const onRegister = pathname === '/register' || pathname === '/register.html';

  // The spec forces the light theme when the header mounts, and saves it.
  useEffect(() => {
    dispatch(preferencesActions.themeChanged('light'));
  }, [dispatch]);

  return (
    <header className="site-header" aria-label={t('layout.header')}>
      {onRegister && (
        <Link to="/" className="logo">
          {t('app.name')}
        </Link>
      )}
      <div className="header-actions">
        <button
          type="button"
          className="theme-switch"
          aria-pressed={theme === 'dark'}
          onClick={() => dispatch(preferencesActions.themeChanged(theme === 'dark' ? 'light' : 'dark'))}
        >
          {theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
        </button>
      </div>
    </header>
  );
}
