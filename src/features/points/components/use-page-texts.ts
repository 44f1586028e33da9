import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/core/hooks';
import { pointsActions } from '../slice';

/** The shared pages' texts of the point mall. */
export function usePageTexts() {
  const { t } = useTranslation();
  return {
    previous: t('points.pages.previous'),
    next: t('points.pages.next'),
    page: (page: number) => t('points.pages.page', { page }),
  };
}

/**
 * What every loaded part of the point mall shows on a failure: the mall's busy text, the login
 * button after the session ended, and the failure alone (not the last page under it).
 */
export function usePartFailure() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return {
    busy: t('points.busy'),
    login: {
      label: t('points.balance.logIn'),
      onLogin: () => dispatch(pointsActions.loginAsked()),
    },
    replaceOnFailure: true,
  };
}
