import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { FailureNotice } from '@/features/wallet/components/FailureNotice';
import { PartSection, PartView } from '@/core/components/PartView';
import { WithdrawalList } from './components/WithdrawalList';
import { WithdrawForm } from './components/WithdrawForm';
import { withdrawFeature } from './feature';
import { selectWithdrawGate, selectWithdrawInfo } from './selectors';
import { withdrawActions } from './slice';
import '@/features/wallet/payment.css';

/** The accounts, limits and the request form (or why there is none). */
function WithdrawRequest() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectWithdrawInfo);
  return (
    <PartSection className="payment-section" title={t('withdraw.title')}>
      <PartView
        part={info}
        busy={t('withdraw.busy')}
        lead={t('withdraw.infoFailed')}
        onRetry={() => dispatch(withdrawActions.infoRequested())}
      >
        {(value) => <WithdrawForm info={value} />}
      </PartView>
    </PartSection>
  );
}

/**
 * The page as the store has it: a visitor or an ended session gets the login button, a trial
 * account the 'in_need_true_account' notice, a member the request and the withdrawals.
 */
export function WithdrawView() {
  const dispatch = useAppDispatch();
  const gate = useAppSelector(selectWithdrawGate);
  return (
    <div className="payment-page withdraw-page">
      {gate ? (
        <FailureNotice
          failure={gate}
          ns="withdraw"
          onLogin={() => dispatch(withdrawActions.loginAsked())}
        />
      ) : (
        <>
          <WithdrawRequest />
          <WithdrawalList />
        </>
      )}
    </div>
  );
}

/**
 * The member centre's withdrawal page (withdraw, spec 2 §2, §3, §4): the request with the payment
 * password, the member's withdrawals with their status (polled while one is under review or
 * payout), and the confirmation of a paid one.
 */
export default function WithdrawPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(withdrawActions.opened());
    return () => {
      dispatch(withdrawActions.closed());
    };
  }, [dispatch]);
  return <WithdrawView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = withdrawFeature;
