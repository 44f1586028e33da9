import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointConfigValue } from '@/api/contract/points';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatMoney } from '@/lib/format';
import { cashOf, checkConvert, formatPoints, REFUSALS } from '../rules';
import { selectPoints } from '../selectors';
import { pointsActions } from '../slice';
import { SecurityCentreLink } from './RedeemModal';
import { TextField } from './TextField';

/**
 * Points to cash at the config's rate, within its minimum and maximum: the exact cash shown as
 * the points are typed, before the member confirms with the payment password; the cash goes to
 * the main wallet (the header's balance follows). What was typed stays on a refusal.
 */
export function ConvertForm({ config }: { config: PointConfigValue }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { convert, balance, paymentPasswordSet } = useAppSelector(selectPoints);
  const symbol = useAppSelector(selectMoneySymbol);
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ points?: string; password?: string }>({});
  const sending = convert.status === 'sending';
  const money = (amount: number) => formatMoney(amount, symbol);
  const checked = checkConvert(points, config, balance.value?.balance ?? null);

  const edited = () => {
    setErrors({});
    if (convert.status === 'failed' || convert.status === 'done')
      dispatch(pointsActions.convertCleared());
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const next = {
      points: checked.ok
        ? undefined
        : t(`points.convert.problems.${checked.problem}`, {
            min: formatPoints(config.minConvertPoints),
            max: formatPoints(config.maxConvertPoints),
            balance: formatPoints(balance.value?.balance ?? 0),
          }),
      password: password ? undefined : t('points.convert.problems.required'),
    };
    setErrors(next);
    if (!checked.ok || next.password) return;
    dispatch(pointsActions.convertSubmitted({ points: checked.points, password }));
  };

  if (paymentPasswordSet === false)
    return (
      <div className="page-failure">
        <p>{t('points.redeem.noPaymentPassword')}</p>
        <SecurityCentreLink />
      </div>
    );

  const failure = convert.status === 'failed' ? convert.failure : null;
  const refusal = failure ? REFUSALS[failure.code] : undefined;
  const refusalText = refusal ? t(`points.redeem.refusals.${refusal.key}`) : undefined;
  return (
    <form className="points-form" onSubmit={send} noValidate>
      <TextField
        label={t('points.convert.points')}
        value={points}
        inputMode="numeric"
        onChange={(text) => {
          setPoints(text);
          edited();
        }}
        error={errors.points ?? (refusal?.place === 'points' ? refusalText : undefined)}
      />
      <p className="points-convert__cash" aria-live="polite">
        {t('points.convert.youGet', {
          amount: money(checked.ok ? cashOf(checked.points, config.exchangeRate) : 0),
        })}
      </p>
      <TextField
        label={t('points.convert.password')}
        value={password}
        type="password"
        autoComplete="off"
        required
        onChange={(text) => {
          setPassword(text);
          edited();
        }}
        error={errors.password ?? (refusal?.place === 'password' ? refusalText : undefined)}
      />
      {failure && (!refusal || refusal.place === 'notice') ? (
        <PageFailureNotice
          failure={failure}
          lead={t('points.convert.notSent')}
          busy={t('points.busy')}
          reason={refusalText}
        />
      ) : null}
      {convert.status === 'done' ? (
        <p role="status">
          {t('points.convert.done', {
            points: formatPoints(convert.value.points),
            amount: money(convert.value.amount),
          })}
        </p>
      ) : null}
      <button type="submit" aria-disabled={sending || undefined}>
        {sending ? t('points.convert.sending') : t('points.convert.submit')}
      </button>
    </form>
  );
}
