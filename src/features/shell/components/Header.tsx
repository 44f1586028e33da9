import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { accountActions } from '@/features/account/slice';
import { ChatLauncher } from '@/features/chat/components/ChatLauncher';
import { CHAT_FLAG } from '@/features/chat/slice';
import { modalsActions } from '@/core/modals/slice';
import { preferencesActions } from '@/core/preferences/slice';
import { MemberBar } from '@/features/wallet/components/MemberBar';

// The chat window is only needed once a member opens it.
const ChatWindow = lazy(() => import('@/features/chat/components/ChatWindow'));

/**
 * Site header (spec 1 §2.4, spec 2 §2): theme switch, logo on the register route; visitors get
 * log in, register (DIRECTREG3) and free demo (FREEPLAY3); members the deposit and withdraw
 * buttons, the balance and the avatar menu. The chat launcher shows while CBS3 is on.
 */
export function Header() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.preferences.theme);
  const loggedIn = useAppSelector((s) => s.session.token !== null);
  const flags = useAppSelector((s) => s.system.flags);
  const chatOpen = useAppSelector((s) => s.chat.open);
  const { pathname } = useLocation();
  const onRegister = pathname === '/register' || pathname === '/register.html';
  const chatOn = flags[CHAT_FLAG] === true;

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
            <MemberBar />
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
          {chatOn && <ChatLauncher />}
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
      {loggedIn && chatOn && chatOpen && (
        <Suspense fallback={null}>
          <ChatWindow />
        </Suspense>
      )}
    </>
  );
}
