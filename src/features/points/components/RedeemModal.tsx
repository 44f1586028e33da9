import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { PointReward } from '@/api/contract/points';
import { Modal } from '@/components/Modal';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { withMemberCentrePage } from '@/core/member-centre';
import {
  checkRedeem,
  formatPoints,
  maxQuantity,
  REFUSALS,
  REMARKS_MAX,
  type RedeemField,
} from '../rules';
import { selectPoints } from '../selectors';
import { TextField } from './TextField';
import { pointsActions } from '../slice';

/** The security centre of the member centre, where the payment password is set. */
export function SecurityCentreLink() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Link to={{ search: withMemberCentrePage(search, 'securityCenter') }}>
      {t('points.redeem.toSecurityCentre')}
    </Link>
  );
}

const EMPTY = { quantity: '1', address: '', phone: '', remarks: '', password: '' };

/**
 * The redemption of a good (spec 2 §3): quantity within the stock, the receiving address and
 * phone for physical goods, remarks (at most 140 characters) and the payment password. What the
 * member typed stays when something is wrong; a refusal is told at its field or under the form.
 * Without a payment password the member is sent to the security centre first.
 */
export function RedeemModal({ reward, onClose }: { reward: PointReward; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { redeem, balance, paymentPasswordSet } = useAppSelector(selectPoints);
  const [input, setInput] = useState(EMPTY);
  const [problems, setProblems] = useState<ReturnType<typeof checkRedeem>>({});
  const sending = redeem.status === 'sending';
  const max = maxQuantity(reward);

  const close = () => {
    dispatch(pointsActions.redeemCleared());
    onClose();
  };
  const edit = (field: RedeemField) => (text: string) => {
    setInput((i) => ({ ...i, [field]: text }));
    setProblems((p) => ({ ...p, [field]: undefined }));
    if (redeem.status === 'failed') dispatch(pointsActions.redeemCleared());
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkRedeem(reward, input);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    dispatch(pointsActions.redeemSubmitted({ reward, ...input, quantity: Number(input.quantity) }));
  };

  if (redeem.status === 'done')
    return (
      <Modal title={t('points.redeem.title', { name: reward.name })} onClose={close}>
        <p role="status">{t('points.redeem.done', { name: redeem.value.rewardName })}</p>
        <button type="button" onClick={close}>
          {t('points.redeem.close')}
        </button>
      </Modal>
    );

  const failure = redeem.status === 'failed' ? redeem.failure : null;
  const refusal = failure ? REFUSALS[failure.code] : undefined;
  const refusalText = refusal ? t(`points.redeem.refusals.${refusal.key}`) : undefined;
  const at = (field: RedeemField) => {
    const problem = problems[field];
    if (problem)
      return t(`points.redeem.problems.${problem}`, {
        max: field === 'remarks' ? REMARKS_MAX : max,
      });
    return refusal?.place === field ? refusalText : undefined;
  };
  const noPassword = paymentPasswordSet === false || refusal?.key === 'noPaymentPassword';
  const quantity = Number(input.quantity);
  const cost = Number.isInteger(quantity) && quantity > 0 ? quantity * reward.pointsRequired : 0;

  return (
    <Modal title={t('points.redeem.title', { name: reward.name })} onClose={close}>
      {noPassword ? (
        <div className="page-failure">
          <p>{t('points.redeem.noPaymentPassword')}</p>
          <SecurityCentreLink />
        </div>
      ) : (
        <form className="points-form" onSubmit={send} noValidate>
          <p>
            {t('points.redeem.cost', {
              points: formatPoints(cost),
              balance: balance.value ? formatPoints(balance.value.balance) : '…',
            })}
          </p>
          <TextField
            label={t('points.redeem.quantity')}
            value={input.quantity}
            onChange={edit('quantity')}
            inputMode="numeric"
            hint={t('points.redeem.quantityHint', { max })}
            error={at('quantity')}
          />
          {reward.needAddress ? (
            <>
              <TextField
                label={t('points.redeem.address')}
                value={input.address}
                onChange={edit('address')}
                autoComplete="street-address"
                required
                error={at('address')}
              />
              <TextField
                label={t('points.redeem.phone')}
                value={input.phone}
                onChange={edit('phone')}
                type="tel"
                autoComplete="tel"
                required
                error={at('phone')}
              />
            </>
          ) : null}
          <TextField
            label={t('points.redeem.remarks')}
            value={input.remarks}
            onChange={edit('remarks')}
            multiline
            hint={t('points.redeem.remarksHint', {
              count: input.remarks.length,
              max: REMARKS_MAX,
            })}
            error={at('remarks')}
          />
          <TextField
            label={t('points.redeem.password')}
            value={input.password}
            onChange={edit('password')}
            type="password"
            autoComplete="off"
            required
            error={at('password')}
          />
          {failure && (!refusal || refusal.place === 'notice') ? (
            <PageFailureNotice
              failure={failure}
              lead={t('points.redeem.notSent')}
              busy={t('points.busy')}
              reason={refusalText}
            />
          ) : null}
          <div className="points-form__actions">
            <button type="submit" aria-disabled={sending || undefined}>
              {sending ? t('points.redeem.sending') : t('points.redeem.submit')}
            </button>
            <button type="button" onClick={close}>
              {t('points.redeem.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
