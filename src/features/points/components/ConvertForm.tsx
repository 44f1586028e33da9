import { Form, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { PointConfigValue } from '@/api/contract/points';
import { Field } from '@/components/Field';
import { ClearOnEdit, SubmitButton } from '@/components/FormParts';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatMoney } from '@/lib/format';
import { cashOf, checkConvert, formatPoints, REFUSALS } from '../rules';
import { selectPoints } from '../selectors';
import { pointsActions } from '../slice';
import { SecurityCentreLink } from './RedeemModal';

interface ConvertValues {
  points?: string;
  password?: string;
}

/** What came of the last conversion: the refusal at its field or in the notice, or what was done. */
function useConvertOutcome() {
  const { t } = useTranslation();
  const { convert } = useAppSelector(selectPoints);
  const failure = convert.status === 'failed' ? convert.failure : null;
  const refusal = failure ? REFUSALS[failure.code] : undefined;
  const text = refusal ? t(`points.redeem.refusals.${refusal.key}`) : undefined;
  return {
    convert,
    at: (place: 'points' | 'password') => (refusal?.place === place ? text : undefined),
    notice:
      failure && (!refusal || refusal.place === 'notice') ? (
        <PageFailureNotice
          failure={failure}
          lead={t('points.convert.notSent')}
          busy={t('points.busy')}
          reason={text}
        />
      ) : null,
  };
}

/** The points to convert, checked against the config and the balance, and the cash they make. */
function PointsToCash({
  config,
  check,
  externalError,
}: {
  config: PointConfigValue;
  check: (text: unknown) => ReturnType<typeof checkConvert>;
  externalError?: string;
}) {
  const { t } = useTranslation();
  const { balance } = useAppSelector(selectPoints);
  const symbol = useAppSelector(selectMoneySymbol);
  const { values } = useFormState<ConvertValues>({ subscription: { values: true } });
  const checked = check(values.points);
  return (
    <>
      <Field
        name="points"
        label={t('points.convert.points')}
        inputMode="numeric"
        validate={(text) => {
          const found = check(text);
          return found.ok
            ? undefined
            : t(`points.convert.problems.${found.problem}`, {
                min: formatPoints(config.minConvertPoints),
                max: formatPoints(config.maxConvertPoints),
                balance: formatPoints(balance.value?.balance ?? 0),
              });
        }}
        externalError={externalError}
      />
      <p className="points-convert__cash" aria-live="polite">
        {t('points.convert.youGet', {
          amount: formatMoney(checked.ok ? cashOf(checked.points, config.exchangeRate) : 0, symbol),
        })}
      </p>
    </>
  );
}

/**
 * Points to cash at the config's rate, within its minimum and maximum: the exact cash shown as
 * the points are typed, before the member confirms with the payment password; the cash goes to
 * the main wallet (the header's balance follows). What was typed stays on a refusal.
 */
export function ConvertForm({ config }: { config: PointConfigValue }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { balance, paymentPasswordSet } = useAppSelector(selectPoints);
  const { convert, at, notice } = useConvertOutcome();
  const symbol = useAppSelector(selectMoneySymbol);
  const sending = convert.status === 'sending';
  const money = (amount: number) => formatMoney(amount, symbol);
  const check = (text: unknown) =>
    checkConvert(typeof text === 'string' ? text : '', config, balance.value?.balance ?? null);

  if (paymentPasswordSet === false)
    return (
      <div className="page-failure">
        <p>{t('points.redeem.noPaymentPassword')}</p>
        <SecurityCentreLink />
      </div>
    );

  const send = ({ points, password = '' }: ConvertValues) => {
    const checked = check(points);
    if (sending || !checked.ok) return;
    dispatch(pointsActions.convertSubmitted({ points: checked.points, password }));
  };

  return (
    <Form<ConvertValues> onSubmit={send}>
      {({ handleSubmit }) => (
        <form className="points-form" onSubmit={handleSubmit} noValidate>
          <ClearOnEdit
            onEdit={() => {
              if (convert.status === 'failed' || convert.status === 'done')
                dispatch(pointsActions.convertCleared());
            }}
          />
          <PointsToCash config={config} check={check} externalError={at('points')} />
          <Field
            name="password"
            label={t('points.convert.password')}
            type="password"
            autoComplete="off"
            aria-required
            validate={(text) => (text ? undefined : t('points.convert.problems.required'))}
            externalError={at('password')}
          />
          {notice}
          {convert.status === 'done' ? (
            <p role="status">
              {t('points.convert.done', {
                points: formatPoints(convert.value.points),
                amount: money(convert.value.amount),
              })}
            </p>
          ) : null}
          <SubmitButton
            sending={sending}
            label={t('points.convert.submit')}
            sendingLabel={t('points.convert.sending')}
          />
        </form>
      )}
    </Form>
  );
}
