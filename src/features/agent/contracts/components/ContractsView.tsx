import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { AgentContractsValue, ContractOffer, ContractType } from '@/api/contract/agent';
import { AgentErrorCodes } from '@/api/contract/constants';
import { Loading } from '@/components/Loading';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import type { PageFailure } from '@/core/page-failure';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { checkRate } from '../rules';
import { selectAgentContracts } from '../selectors';
import { agentContractsActions, type ContractAnswer } from '../slice';
import '../contracts.css';

const percent = (rate: number) => `${rate}%`;

const useMoney = () => {
  const symbol = useAppSelector(selectMoneySymbol);
  return (amount: number) => formatMoney(amount, symbol);
};

/** A part of the page named by its heading (the panel's page title is the h3). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="contracts-section">
      <h4 id={id}>{title}</h4>
      {children}
    </section>
  );
}

/** A refusal's reason the page knows by its code, in the member's language. */
function useReason() {
  const { t } = useTranslation();
  return (failure: PageFailure, ownRate: number | undefined) => {
    switch (failure.code) {
      case AgentErrorCodes.contractState:
        return t('contracts.errors.state');
      case AgentErrorCodes.rateAboveOwn:
        return t('contracts.errors.rateAboveOwn', { rate: percent(ownRate ?? 0) });
      case AgentErrorCodes.noOwnContract:
        return t('contracts.errors.noOwnContract');
      case AgentErrorCodes.notDownline:
        return t('contracts.errors.notDownline');
      default:
        return undefined;
    }
  };
}

const ACTIONS_BY_STATUS: Partial<Record<ContractOffer['status'], ContractAnswer[]>> = {
  pending: ['accept', 'reject'],
  accepted: ['terminate'],
};

/** The question before an answer to the upline's contract (what accepting ends), yes or no. */
function AnswerConfirm({
  asking,
  rate,
  endsDownlines,
  busy,
  onClose,
}: {
  asking: ContractAnswer;
  rate: number;
  endsDownlines: string[];
  busy: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirmRef.current?.focus();
  }, [asking]);
  return (
    <div
      role="group"
      aria-label={t(`contracts.confirm.${asking}`, { rate: percent(rate) })}
      className="contracts-confirm"
    >
      <p>{t(`contracts.confirm.${asking}`, { rate: percent(rate) })}</p>
      {asking === 'accept' && endsDownlines.length > 0 ? (
        <p className="contracts-warning">
          {t('contracts.confirm.ends', {
            rate: percent(rate),
            downlines: endsDownlines.join(', '),
          })}
        </p>
      ) : null}
      <button
        ref={confirmRef}
        type="button"
        disabled={busy}
        onClick={() => {
          dispatch(agentContractsActions.answerRequested(asking));
          onClose();
        }}
      >
        {t('contracts.confirm.yes')}
      </button>
      <button type="button" onClick={onClose}>
        {t('contracts.confirm.no')}
      </button>
    </div>
  );
}

/** The upline's contract: its terms and state, and its answers, each confirmed first. */
function UplineContract({ value }: { value: AgentContractsValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const reason = useReason();
  const { answer } = useAppSelector(selectAgentContracts);
  const [asking, setAsking] = useState<ContractAnswer | null>(null);
  const contract = value.contract;
  if (!contract) return <p>{t('contracts.upline.none')}</p>;
  const hourly = contract.contractType !== 'dailySalary';
  const rows: [string, string][] = [
    [t('contracts.fields.rate'), percent(contract.rate)],
    [t('contracts.fields.period'), t(`contracts.period.${contract.period}`)],
    [t('contracts.fields.activeMembers'), String(contract.activeMembers)],
    [t('contracts.fields.periodValidBet'), money(contract.periodValidBet)],
  ];
  if (contract.periodProfitLoss != null)
    rows.push([t('contracts.fields.periodProfitLoss'), money(contract.periodProfitLoss)]);
  if (contract.betAmount != null)
    rows.push([
      t(hourly ? 'contracts.fields.betAmountHourly' : 'contracts.fields.betAmountDaily'),
      money(contract.betAmount),
    ]);
  const busy = answer.status === 'busy';
  return (
    <>
      {contract.offeredBy ? (
        <p>{t('contracts.upline.offeredBy', { upline: contract.offeredBy })}</p>
      ) : null}
      <p className="contracts-state">
        {t('contracts.fields.status')}: <strong>{t(`contracts.status.${contract.status}`)}</strong>
      </p>
      <dl className="contracts-terms">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      {answer.status === 'done' && answer.action ? (
        <p role="status" className="contracts-done">
          {t(`contracts.done.${answer.action}`)}
          {answer.endedDownlines.length > 0
            ? ` ${t('contracts.done.ended', { downlines: answer.endedDownlines.join(', ') })}`
            : ''}
        </p>
      ) : null}
      {answer.status === 'failed' && answer.failure ? (
        <PageFailureNotice
          failure={answer.failure}
          lead={t('contracts.errors.answerFailed')}
          busy={t('contracts.busy')}
          reason={reason(answer.failure, contract.rate)}
        />
      ) : null}
      {asking ? (
        <AnswerConfirm
          asking={asking}
          rate={contract.rate}
          endsDownlines={value.endsDownlines}
          busy={busy}
          onClose={() => setAsking(null)}
        />
      ) : (
        <div className="contracts-actions">
          {(ACTIONS_BY_STATUS[contract.status] ?? []).map((action) => (
            <button key={action} type="button" disabled={busy} onClick={() => setAsking(action)}>
              {t(`contracts.actions.${action}`)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

/** The settled periods: valid bet, profit and loss, bet amount, active members, amount paid. */
function Settlements({ value }: { value: AgentContractsValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (value.settlements.length === 0) return <p>{t('contracts.settlements.empty')}</p>;
  const dividend = value.contractType === 'dividend';
  return (
    <div className="contracts-table-wrap">
      <table className="contracts-table">
        <thead>
          <tr>
            <th scope="col">{t('contracts.settlements.period')}</th>
            <th scope="col">{t('contracts.settlements.validBet')}</th>
            <th scope="col">
              {dividend
                ? t('contracts.settlements.profitLoss')
                : t('contracts.settlements.betAmount')}
            </th>
            <th scope="col">{t('contracts.settlements.activeMembers')}</th>
            <th scope="col">{t('contracts.settlements.amountPaid')}</th>
            <th scope="col">{t('contracts.settlements.paidAt')}</th>
          </tr>
        </thead>
        <tbody>
          {value.settlements.map((s) => (
            <tr key={s.period}>
              <td>{s.period}</td>
              <td className="contracts-number">{money(s.validBet)}</td>
              <td className="contracts-number">
                {money((dividend ? s.profitLoss : s.betAmount) ?? 0)}
              </td>
              <td className="contracts-number">{s.activeMembers}</td>
              <td className="contracts-number">{money(s.amountPaid)}</td>
              <td>{s.paidAt ? formatDateTime(s.paidAt) : t('contracts.settlements.waiting')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface OfferValues {
  downline?: string;
  rate?: string;
}

/** The form offering a direct downline a contract at a rate up to the agent's own. */
function OfferForm({ value, ownRate }: { value: AgentContractsValue; ownRate: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const reason = useReason();
  const { offer } = useAppSelector(selectAgentContracts);
  const downlineId = useId();
  const rateId = useId();
  const problemId = useId();
  // One problem at a time, the downline's first (said under the form, tied to its control).
  const validate = ({ downline, rate = '' }: OfferValues) => {
    if (!downline) return { downline: t('contracts.errors.notDownline') };
    const checked = checkRate(rate, ownRate);
    return 'error' in checked
      ? { rate: t(`contracts.rate.${checked.error}`, { rate: percent(ownRate) }) }
      : {};
  };
  const send = ({ downline = '', rate = '' }: OfferValues) => {
    const checked = checkRate(rate, ownRate);
    if ('rate' in checked)
      dispatch(agentContractsActions.offerRequested({ downline, rate: checked.rate }));
  };
  return (
    <Form<OfferValues> onSubmit={send} validate={validate}>
      {({ handleSubmit, submitFailed, errors }) => {
        const field = !submitFailed
          ? null
          : errors?.downline
            ? 'downline'
            : errors?.rate
              ? 'rate'
              : null;
        const invalid = (name: 'downline' | 'rate') => ({
          'aria-invalid': field === name || undefined,
          'aria-describedby': field === name ? problemId : undefined,
        });
        return (
          <form className="contracts-offer" onSubmit={handleSubmit} noValidate>
            <p>{t('contracts.offers.ownRate', { rate: percent(ownRate) })}</p>
            <label htmlFor={downlineId}>{t('contracts.offers.downline')}</label>
            <FinalField name="downline" component="select" id={downlineId} {...invalid('downline')}>
              <option value="">{t('contracts.offers.choose')}</option>
              {value.downlines.map((d) => (
                <option key={d.account} value={d.account}>
                  {d.account}
                </option>
              ))}
            </FinalField>
            <label htmlFor={rateId}>{t('contracts.offers.rate')}</label>
            <FinalField
              name="rate"
              component="input"
              id={rateId}
              inputMode="decimal"
              {...invalid('rate')}
            />
            <button type="submit" disabled={offer.status === 'busy'}>
              {t('contracts.offers.submit')}
            </button>
            {field ? (
              <p id={problemId} role="alert" className="contracts-problem">
                {errors?.[field]}
              </p>
            ) : null}
            {offer.status === 'done' && offer.downline ? (
              <p role="status">{t('contracts.offers.done', { downline: offer.downline })}</p>
            ) : null}
            {offer.status === 'failed' && offer.failure ? (
              <PageFailureNotice
                failure={offer.failure}
                lead={t('contracts.errors.offerFailed')}
                busy={t('contracts.busy')}
                reason={reason(offer.failure, ownRate)}
              />
            ) : null}
          </form>
        );
      }}
    </Form>
  );
}

/** Offer a direct downline this kind of contract (rate up to the agent's own), and their answers. */
function DownlineOffers({ value }: { value: AgentContractsValue }) {
  const { t } = useTranslation();
  const own = value.contract;
  if (value.downlines.length === 0) return <p>{t('contracts.offers.empty')}</p>;
  return (
    <>
      {own?.status === 'accepted' ? (
        <OfferForm value={value} ownRate={own.rate} />
      ) : (
        <p>{t('contracts.offers.needOwn')}</p>
      )}
      <div className="contracts-table-wrap">
        <table className="contracts-table">
          <thead>
            <tr>
              <th scope="col">{t('contracts.offers.account')}</th>
              <th scope="col">{t('contracts.offers.offered')}</th>
              <th scope="col">{t('contracts.offers.answer')}</th>
            </tr>
          </thead>
          <tbody>
            {value.downlines.map((d) => (
              <tr key={d.account}>
                <td>{d.account}</td>
                <td className="contracts-number">{d.contract ? percent(d.contract.rate) : '—'}</td>
                <td>
                  {d.contract
                    ? t(`contracts.downlineStatus.${d.contract.status}`)
                    : t('contracts.offers.none')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** One contract page as the store has it: loading, failed with a retry, or its three parts. */
export function ContractsView({ contractType }: { contractType: ContractType }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectAgentContracts);
  const retry = () => dispatch(agentContractsActions.opened(contractType));
  const value = page.value?.contractType === contractType ? page.value : null;
  const notice =
    page.status === 'failed' && page.failure ? (
      <PageFailureNotice
        failure={page.failure}
        lead={t('contracts.loadFailed')}
        busy={t('contracts.busy')}
        onRetry={retry}
      />
    ) : null;
  if (!value) return <div className="contracts-page">{notice ?? <Loading />}</div>;
  return (
    <div className="contracts-page">
      {notice}
      {contractType === 'dailySalary' || contractType === 'realTimeSalary' ? (
        <p className="contracts-note">{t(`contracts.notes.${contractType}`)}</p>
      ) : null}
      {value.nextSettlementAt ? (
        <p className="contracts-next">
          {t('contracts.next', { time: formatDateTime(value.nextSettlementAt) })}
        </p>
      ) : null}
      <Section title={t('contracts.upline.title')}>
        <UplineContract value={value} />
      </Section>
      <Section title={t('contracts.settlements.title')}>
        <Settlements value={value} />
      </Section>
      <Section title={t('contracts.offers.title')}>
        <DownlineOffers value={value} />
      </Section>
    </div>
  );
}

/** Shows one contract page: loads it when shown, stops its refresh when left. */
export function ContractsPage({ contractType }: { contractType: ContractType }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(agentContractsActions.opened(contractType));
    return () => {
      dispatch(agentContractsActions.closed());
    };
  }, [dispatch, contractType]);
  return <ContractsView contractType={contractType} />;
}
