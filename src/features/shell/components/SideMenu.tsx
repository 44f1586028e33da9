import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppDispatch } from '@/app/store';
import { systemActions } from '@/features/system/slice';
import { LanguageSelect } from './LanguageSelect';

/** Left side bar (spec 1 §2.5): the game categories and sub-menus arrive with the shell issue. */
export function SideMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <nav className="side-menu" aria-label={t('layout.sideMenu')}>
      <ul>
        <li>
          <NavLink to="/" end>
            {t('layout.home')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/promotions">{t('sections.promo')}</NavLink>
        </li>
        <li>
          <button type="button" onClick={() => dispatch(systemActions.customerServiceRequested())}>
            {t('layout.customerService')}
          </button>
        </li>
        <li>
          <NavLink to="/helpmc">{t('layout.helpCentre')}</NavLink>
        </li>
        <li>
          <NavLink to="/down">{t('sections.download')}</NavLink>
        </li>
      </ul>
      <LanguageSelect />
    </nav>
  );
}
