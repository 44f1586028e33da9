import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { walletActions } from '@/features/wallet/slice';
import { loginPopupOpened } from './Header';

function Item({ mark, children }: { mark: string; children: ReactNode }) {
  return (
    <>
      <span className="bottom-bar__mark" aria-hidden="true">
        {mark}
      </span>
      {children}
    </>
  );
}

/**
 * The phone's bottom navigation bar (issue 25; hidden on wider screens): home, games, promotions,
 * and a member's deposit and account, or a visitor's log in. The current place has
 * `aria-current="page"`.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const centre = (page: 'depositv2' | 'profile') =>
    dispatch(walletActions.memberCentreRequested({ page }));
  return (
    <nav className="bottom-bar" aria-label={t('shell.bottomBar.label')}>
      <ul>
        <li>
          <NavLink to="/" end>
            <Item mark="⌂">{t('layout.home')}</Item>
          </NavLink>
        </li>
        <li>
          <NavLink to="/rng">
            <Item mark="▦">{t('shell.bottomBar.games')}</Item>
          </NavLink>
        </li>
        <li>
          <NavLink to="/promotions">
            <Item mark="%">{t('sections.promo')}</Item>
          </NavLink>
        </li>
        {loggedIn ? (
          <>
            <li>
              <button type="button" onClick={() => centre('depositv2')}>
                <Item mark="+">{t('header.funds.deposit')}</Item>
              </button>
            </li>
            <li>
              <button type="button" onClick={() => centre('profile')}>
                <Item mark="☺">{t('shell.bottomBar.account')}</Item>
              </button>
            </li>
          </>
        ) : (
          <li>
            <button type="button" onClick={() => dispatch(loginPopupOpened('login'))}>
              <Item mark="→">{t('header.visitor.login')}</Item>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
