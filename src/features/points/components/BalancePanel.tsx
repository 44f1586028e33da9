import { useTranslation } from 'react-i18next';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { formatPoints } from '../rules';
import { selectPoints } from '../selectors';
import { pointsActions } from '../slice';

/**
 * The member's points (balance, total earned, total spent) and that they never expire; a visitor
 * is asked to log in instead.
 */
export function BalancePanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { balance } = useAppSelector(selectPoints);
  const login = () => dispatch(pointsActions.loginAsked());
  let content;
  if (!loggedIn)
    content = (
      <div className="points-visitor">
        <p>{t('points.balance.visitor')}</p>
        <button type="button" onClick={login}>
          {t('points.balance.logIn')}
        </button>
      </div>
    );
  else if (balance.status === 'failed' && balance.failure)
    content = (
      <PageFailureNotice
        failure={balance.failure}
        lead={t('points.balance.failed')}
        busy={t('points.busy')}
        onRetry={() => dispatch(pointsActions.balanceRequested())}
        login={{ label: t('points.balance.logIn'), onLogin: login }}
      />
    );
  else
    content = (
      <dl className="points-figures" aria-busy={balance.value === null || undefined}>
        {(
          [
            ['balance', balance.value?.balance],
            ['earned', balance.value?.earned],
            ['spent', balance.value?.spent],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt>{t(`points.balance.${key}`)}</dt>
            <dd>{value === undefined ? '…' : formatPoints(value)}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <section className="points-balance" aria-labelledby="points-balance-title">
      <h2 id="points-balance-title">{t('points.balance.title')}</h2>
      {content}
      <p className="points-never-expire">{t('points.neverExpire')}</p>
    </section>
  );
}
