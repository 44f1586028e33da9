import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { FailureNotice } from '@/features/wallet/components/FailureNotice';
import { PartSection, PartView } from '@/core/components/PartView';
import { listPart } from '@/core/loaded-part';
import { ChannelPicker } from './components/ChannelPicker';
import { DepositForm } from './components/DepositForm';
import { DepositLimitNote } from './components/DepositLimitNote';
import { DepositOrders } from './components/DepositOrders';
import { DepositResult } from './components/DepositResult';
import { depositFeature } from './feature';
import { selectDepositChannels, selectDepositGate, selectDepositSubmit } from './selectors';
import { depositActions } from './slice';
import '@/features/wallet/payment.css';

/** The channels, the chosen one's form and the last request's result. */
function DepositChannels() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const channels = useAppSelector(selectDepositChannels);
  const submit = useAppSelector(selectDepositSubmit);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const open = channels.items.filter((c) => c.open);
  // The member's choice while it stays open, else the first open channel.
  const chosen = open.find((c) => c.channelId === chosenId) ?? open[0] ?? null;
  return (
    <PartSection className="payment-section" title={t('deposit.title')}>
      <PartView
        part={listPart(channels)}
        busy={t('deposit.busy')}
        lead={t('deposit.channels.failed')}
        onRetry={() => dispatch(depositActions.channelsRequested())}
        empty={{ when: (items) => items.length === 0, text: t('deposit.channels.empty') }}
      >
        {() => (
          <>
            <DepositLimitNote />
            <ChannelPicker
              channels={channels.items}
              chosen={chosen?.channelId ?? null}
              onChoose={(id) => {
                setChosenId(id);
                dispatch(depositActions.submitCleared());
              }}
            />
            {chosen ? (
              <DepositForm key={chosen.channelId} channel={chosen} />
            ) : (
              <p>{t('deposit.channels.allClosed')}</p>
            )}
            {submit.status === 'done' && submit.order ? (
              <DepositResult order={submit.order} />
            ) : null}
          </>
        )}
      </PartView>
    </PartSection>
  );
}

/**
 * The page as the store has it: a visitor or an ended session gets the login button, a trial
 * account the 'in_need_true_account' notice, a member the channels and the recent deposits.
 */
export function DepositView() {
  const dispatch = useAppDispatch();
  const gate = useAppSelector(selectDepositGate);
  return (
    <div className="payment-page deposit-page">
      {gate ? (
        <FailureNotice
          failure={gate}
          ns="deposit"
          onLogin={() => dispatch(depositActions.loginAsked())}
        />
      ) : (
        <>
          <DepositChannels />
          <DepositOrders />
        </>
      )}
    </div>
  );
}

/**
 * The member centre's deposit page (depositv2, spec 2 §2, §3): the channels with their limits,
 * the amount with presets, the request and its result, and the member's recent deposits, polled
 * while one is pending (from the moment it shows until it closes).
 */
export default function DepositPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(depositActions.opened());
    return () => {
      dispatch(depositActions.closed());
    };
  }, [dispatch]);
  return <DepositView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = depositFeature;
