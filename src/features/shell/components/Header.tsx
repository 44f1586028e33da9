import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { accountActions } from '@/features/account/slice';
import { modalsActions } from '@/core/modals/slice';
import { preferencesActions } from '@/core/preferences/slice';
import { selectTheme } from '@/core/preferences/selectors';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { selectFlags } from '@/core/system/selectors';

/** What other features put in the header; `src/app/SiteHeader.tsx` fills them in. */
export interface HeaderSlots {
  /** A member's part (deposit, withdraw, balance, avatar menu), shown when logged in. */
  memberBar?: ReactNode;
  /** Shown after the visitor or member buttons (the chat launcher). */
  actions?: ReactNode;
  /** Rendered after the header element (the chat window). */
  after?: ReactNode;
}

/**
 * Site header (spec 1 §2.4, spec 2 §2): theme switch, logo on the register route; visitors get
 * log in, register (DIRECTREG3) and free demo (FREEPLAY3); members the deposit and withdraw
 * buttons, the balance and the avatar menu (`memberBar`); the chat launcher and window come in
 * through `actions` and `after`.
 */
export function Header({ memberBar, actions, after }: HeaderSlots = {}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const flags = useAppSelector(selectFlags);
  const { pathname } = useLocation();
  const onRegister = pathname === '/register' || pathname === '/register.html';

  // The spec forces the light theme when the header mounts, and saves it.
  useEffect(() => {
    dispatch(preferencesActions.themeChanged('light'));
  }, [dispatch]);

  const loginPopup = (mode: 'login' | 'register') =>
    dispatch(modalsActions.opened({ name: 'loginPopupModal', props: { mode, variant: 'header' } }));

  return (
    <>
      <header className="site-header" aria-label={t('layout.header')}>
        {onRegister && (
          <Link to="/" className="logo">
            {t('app.name')}
          </Link>
        )}
        <div className="header-actions">
          {loggedIn ? (
            memberBar
          ) : (
            <>
              <button type="button" className="primary" onClick={() => loginPopup('login')}>
                {t('header.visitor.login')}
              </button>
              {flags.DIRECTREG3 && (
                <button type="button" onClick={() => loginPopup('register')}>
                  {t('header.visitor.register')}
                </button>
              )}
              {flags.FREEPLAY3 && (
                <button type="button" onClick={() => dispatch(accountActions.freePlayRequested())}>
                  {t('header.visitor.freeDemo')}
                </button>
              )}
            </>
          )}
          {actions}
          <button
            type="button"
            className="theme-switch"
            aria-pressed={theme === 'dark'}
            onClick={() =>
              dispatch(preferencesActions.themeChanged(theme === 'dark' ? 'light' : 'dark'))
            }
          >
            {theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
          </button>
        </div>
      </header>
      {after}
    </>
  );
}
