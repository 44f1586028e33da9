import { useId } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/Field';
import { Loading } from '@/components/Loading';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatMoney } from '@/lib/format';
import { selectMoneySymbol } from '../../selectors';
import { checkAvailable } from '@/features/wallet/amount';
import { FailureText, SubmitOutcome } from './Outcome';
import { selectTransfer } from '../selectors';
import { transferActions, type Direction, type TransferState } from '../slice';
import { AmountField } from './AmountField';
import '../transfer.css';

/** The notice's line for a pending contract of each type (the texts' keys). */
const PENDING_CONTRACT_TEXTS = {
  dailySalary: 'dailySalary',
  hourlySalary: 'hourlySalary',
  realTimeSalary: 'realTimeSalary',
  dividend: 'contractDividend',
} as const;

/**
 * What the consolidated-funds call says waits for the member (nothing when nothing waits): each
 * type with a pending contract, and changed contract requirements. (Its four type flags say which
 * agent-centre features are on, not what waits.)
 */
function Consolidated({ value }: { value: TransferState['consolidated'] }) {
  const { t } = useTranslation();
  const id = useId();
  const pending = new Set(
    (value?.contracts ?? []).filter((c) => c.status === 'pending').map((c) => c.contractType),
  );
  const waiting = [
    ...(Object.keys(PENDING_CONTRACT_TEXTS) as (keyof typeof PENDING_CONTRACT_TEXTS)[])
      .filter((type) => pending.has(type))
      .map((type) => PENDING_CONTRACT_TEXTS[type]),
    ...(value?.contractRequirements ? (['contractRequirements'] as const) : []),
  ];
  if (!waiting.length) return null;
  return (
    <section className="transfer-consolidated" aria-labelledby={id}>
      <h4 id={id}>{t('transfer.consolidated.title')}</h4>
      <ul>
        {waiting.map((flag) => (
          <li key={flag}>{t(`transfer.consolidated.${flag}`)}</li>
        ))}
      </ul>
      <p>{t('transfer.consolidated.where')}</p>
    </section>
  );
}

interface TransferValues {
  wallet: string;
  direction: Direction;
  amount?: string;
}

/** Transfer in and out of a vendor wallet. */
function TransferForm({ state, symbol }: { state: TransferState; symbol: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const transferable = state.wallets.filter((w) => w.transferable);
  const id = useId();
  const { transfer } = state;
  const availableOf = ({ wallet, direction }: TransferValues) =>
    direction === 'in'
      ? state.main
      : (transferable.find((w) => String(w.accountTypeId) === wallet)?.balance ?? null);

  const send = (values: TransferValues) => {
    const checked = checkAvailable(values.amount ?? '', availableOf(values));
    if (!checked.ok) return;
    const { direction } = values;
    dispatch(
      transferActions.transferRequested({
        wallet: Number(values.wallet),
        direction,
        amount: checked.amount,
      }),
    );
  };

  return (
    <Form<TransferValues>
      onSubmit={send}
      initialValues={{ wallet: String(transferable[0]?.accountTypeId ?? 0), direction: 'in' }}
    >
      {({ handleSubmit }) => (
        <form
          className="transfer-form"
          aria-labelledby={`${id}-title`}
          onSubmit={handleSubmit}
          noValidate
        >
          <h4 id={`${id}-title`}>{t('transfer.form')}</h4>
          <SelectField
            name="wallet"
            label={t('transfer.wallet')}
            className="transfer-field"
            options={transferable.map((w) => ({
              value: String(w.accountTypeId),
              label: w.displayName,
            }))}
          />
          <fieldset className="transfer-direction">
            <legend>{t('transfer.direction')}</legend>
            {(['in', 'out'] as const).map((d) => (
              <label key={d}>
                <FinalField name="direction" component="input" type="radio" value={d} />
                {t(`transfer.${d}`)}
              </label>
            ))}
          </fieldset>
          <AmountField availableOf={availableOf} />
          <SubmitOutcome
            outcome={transfer}
            label={t('transfer.submit')}
            done={
              transfer.amount === null
                ? null
                : t('transfer.done', { amount: formatMoney(transfer.amount, symbol) })
            }
          />
        </form>
      )}
    </Form>
  );
}

/** Recall all: every vendor wallet's money back to the main wallet, and what came of it. */
function RecallAll({ recall }: { recall: TransferState['recall'] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className="transfer-recall">
      <button
        type="button"
        aria-disabled={recall.status === 'pending'}
        onClick={() => recall.status !== 'pending' && dispatch(transferActions.recallRequested())}
      >
        {t('transfer.recall')}
      </button>
      {recall.status === 'done' ? (
        <p role="status">{recall.moved ? t('transfer.recallDone') : t('transfer.recallNothing')}</p>
      ) : null}
      {recall.status === 'failed' ? (
        <p role="alert">
          {recall.failedWallets.length
            ? t('transfer.recallPartly', { wallets: recall.failedWallets.join(', ') })
            : recall.failure && <FailureText failure={recall.failure} message="" />}
        </p>
      ) : null}
    </div>
  );
}

/**
 * My wallet (member centre transferFund, spec 2 §2/§3): the main wallet and every vendor wallet
 * with its balance; transfers in and out of a vendor wallet and recall all, unless the site keeps
 * a single wallet; seamless wallets are shown without transfer controls; what the consolidated
 * funds say waits for the member. After a transfer the header's balance changes at once. The
 * state as the store holds it (TransferFundPage loads it; the stories seed it).
 */
export function TransferFund() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectTransfer);
  const symbol = useAppSelector(selectMoneySymbol);
  const tableId = useId();

  const { load } = state;
  if (load.status === 'failed' && load.failure) {
    return (
      <div role="alert" className="transfer-failed">
        <p>
          {load.failure === 'trial' || load.failure === 'session' ? (
            <FailureText failure={load.failure} message="" />
          ) : (
            <>
              {t('transfer.loadFailed')}{' '}
              <FailureText failure={load.failure} message={load.message} />
            </>
          )}
        </p>
        {load.failure !== 'trial' && load.failure !== 'session' ? (
          <button type="button" onClick={() => dispatch(transferActions.loadRequested())}>
            {t('transfer.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (load.status !== 'done') return <Loading />;

  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, symbol));
  return (
    <div className="transfer-page">
      <table className="transfer-wallets" aria-labelledby={tableId}>
        <caption id={tableId}>{t('transfer.wallets')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transfer.wallet')}</th>
            <th scope="col">{t('transfer.balance')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('transfer.main')}</th>
            <td>{money(state.main)}</td>
          </tr>
          {state.singleWallet
            ? null
            : state.wallets.map((w) => (
                <tr key={w.accountTypeId}>
                  <th scope="row">
                    {w.displayName}
                    {w.transferable ? null : (
                      <span className="transfer-seamless"> — {t('transfer.seamless')}</span>
                    )}
                  </th>
                  <td>{w.transferable ? money(w.balance) : ''}</td>
                </tr>
              ))}
        </tbody>
      </table>
      {state.singleWallet ? (
        <p>{t('transfer.single')}</p>
      ) : !state.wallets.some((w) => w.transferable) ? (
        <p>{t('transfer.noTransferable')}</p>
      ) : (
        <>
          <TransferForm state={state} symbol={symbol} />
          <RecallAll recall={state.recall} />
        </>
      )}
      <Consolidated value={state.consolidated} />
    </div>
  );
}
