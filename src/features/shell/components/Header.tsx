import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { accountActions } from '@/features/account/slice';
import { modalsActions } from '@/core/modals/slice';
import { preferencesActions } from '@/core/preferences/slice';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { selectTheme } from '@/core/preferences/selectors';
import {
  selectBrandDefaultTheme,
  selectBrandLogo,
  selectBrandName,
  selectFlags,
} from '@/core/system/selectors';
import { shellActions } from '../slice';
import { selectDrawerOpen } from '../selectors';
import { ThemeSwitch } from './ThemeSwitch';

/** The side bar's id (the drawer the header's menu button opens on a phone) and the button's. */
export const SIDE_MENU_ID = 'side-menu';
export const MENU_BUTTON_ID = 'side-menu-button';

/** What other features put in the header; `src/app/SiteHeader.tsx` fills them in. */
export interface HeaderSlots {
  /** A member's part (deposit, withdraw, balance, avatar menu), shown when logged in. */
  memberBar?: ReactNode;
  /** Shown after the visitor or member buttons (the chat launcher). */
  actions?: ReactNode;
  /** Rendered after the header element (the chat window). */
  after?: ReactNode;
  /** The route has the side bar: on a phone it is a drawer behind a menu button, with the theme switch. */
  drawer?: boolean;
}

/** Opens the login popup (its register view for `register`), as the header's buttons do. */
export const loginPopupOpened = (mode: 'login' | 'register') =>
  modalsActions.opened({ name: 'loginPopupModal', props: { mode, variant: 'header' } });

/**
 * Site header (spec 1 §2.4, spec 2 §2): theme switch, the brand's logo (the spec's on the register
 * route; every route's since issue 26); visitors get
 * log in, register (DIRECTREG3) and free demo (FREEPLAY3); members the deposit and withdraw
 * buttons, the balance and the avatar menu (`memberBar`); the chat launcher and window come in
 * through `actions` and `after`.
 */
export function Header({ memberBar, actions, after, drawer = false }: HeaderSlots = {}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const flags = useAppSelector(selectFlags);
  const name = useAppSelector(selectBrandName) ?? t('app.name');
  const logo = useAppSelector(selectBrandLogo);
  const defaultTheme = useAppSelector(selectBrandDefaultTheme);
  const theme = useAppSelector(selectTheme);

  // The spec forces the light theme when the header mounts, and saves it: the brand's default
  // theme (light unless the brand file says otherwise; issue 26).
  useEffect(() => {
    dispatch(preferencesActions.themeChanged(defaultTheme));
  }, [dispatch, defaultTheme]);

  const loginPopup = (mode: 'login' | 'register') => dispatch(loginPopupOpened(mode));

  return (
    <>
      <header
        className={`site-header${drawer ? ' site-header--drawer' : ''}`}
        aria-label={t('layout.header')}
      >
        {drawer && (
          <button
            type="button"
            id={MENU_BUTTON_ID}
            className="menu-button"
            aria-expanded={drawerOpen}
            aria-controls={SIDE_MENU_ID}
            onClick={() => dispatch(shellActions.drawerToggled())}
          >
            <span aria-hidden="true">☰</span>
            <span className="visually-hidden">{t('shell.drawer.open')}</span>
          </button>
        )}
        {/* The brand's logo on every route (the spec's register-route logo; issue 26): the theme's
            own, the other theme's not fetched (each SVG picture is a document the page parses and
            lays out on its main thread). */}
        <Link to="/" className="logo">
          {logo ? <img className="logo__image" src={logo[theme]} alt={name} /> : name}
        </Link>
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
                <button
                  type="button"
                  className="free-demo"
                  onClick={() => dispatch(accountActions.freePlayRequested())}
                >
                  {t('header.visitor.freeDemo')}
                </button>
              )}
            </>
          )}
          {actions}
          <ThemeSwitch />
        </div>
      </header>
      {after}
    </>
  );
}
