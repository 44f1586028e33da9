import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { preferencesActions } from '@/core/preferences/slice';
import { selectTheme } from '@/core/preferences/selectors';

/** The light/dark switch: in the header, and in the side bar's drawer on a phone. */
export function ThemeSwitch({ className = 'theme-switch' }: { className?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  return (
    <button
      type="button"
      className={className}
      aria-pressed={theme === 'dark'}
      onClick={() => dispatch(preferencesActions.themeChanged(theme === 'dark' ? 'light' : 'dark'))}
    >
      {theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
    </button>
  );
}
