import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { walletActions } from '@/features/wallet/slice';
import { loginPopupOpened } from './Header';

/** The places: address, mark, text key. */
const PLACES = [
  ['/', '⌂', 'layout.home'],
  ['/rng', '▦', 'shell.bottomBar.games'],
  ['/promotions', '%', 'sections.promo'],
] as const;

/**
 * The phone's bottom navigation bar (issue 25; hidden on wider screens): home, games, promotions,
 * and a member's deposit and account, or a visitor's log in. The current place has
 * `aria-current="page"`.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const actions = loggedIn
    ? ([
        [
          '+',
          t('header.funds.deposit'),
          walletActions.memberCentreRequested({ page: 'depositv2' }),
        ],
        [
          '☺',
          t('shell.bottomBar.account'),
          walletActions.memberCentreRequested({ page: 'profile' }),
        ],
      ] as const)
    : ([['→', t('header.visitor.login'), loginPopupOpened('login')]] as const);
  return (
    <nav className="bottom-bar" aria-label={t('shell.bottomBar.label')}>
      <ul>
        {PLACES.map(([to, mark, text]) => (
          <li key={to}>
            <NavLink to={to} end>
              <i aria-hidden="true">{mark}</i>
              {t(text)}
            </NavLink>
          </li>
        ))}
        {actions.map(([mark, text, action]) => (
          <li key={mark}>
            <button type="button" onClick={() => dispatch(action)}>
              <i aria-hidden="true">{mark}</i>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
