import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { PointReward } from '@/api/contract/points';
import { Field, TextAreaField } from '@/components/Field';
import { ClearOnEdit, SubmitButton } from '@/components/FormParts';
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

interface RedeemValues {
  quantity?: string;
  address?: string;
  phone?: string;
  remarks?: string;
  password?: string;
}

/** The values as the rules read them (an untouched field is empty). */
const filled = (v: RedeemValues) => ({
  quantity: v.quantity ?? '',
  address: v.address ?? '',
  phone: v.phone ?? '',
  remarks: v.remarks ?? '',
  password: v.password ?? '',
});

/**
 * The redemption of a good (spec 2 §3): quantity within the stock, the receiving address and
 * phone for physical goods, remarks (at most 140 characters) and the payment password. What the
 * member typed stays when something is wrong; a refusal is told at its field or under the form.
 * Without a payment password the member is sent to the security centre first.
 */
export function RedeemModal({ reward, onClose }: { reward: PointReward; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { redeem, paymentPasswordSet } = useAppSelector(selectPoints);
  const failure = redeem.status === 'failed' ? redeem.failure : null;
  const refusal = failure ? REFUSALS[failure.code] : undefined;
  const close = () => {
    dispatch(pointsActions.redeemCleared());
    onClose();
  };
  const noPassword = paymentPasswordSet === false || refusal?.key === 'noPaymentPassword';

  return (
    <Modal title={t('points.redeem.title', { name: reward.name })} onClose={close}>
      {redeem.status === 'done' ? (
        <>
          <p role="status">{t('points.redeem.done', { name: redeem.value.rewardName })}</p>
          <button type="button" onClick={close}>
            {t('points.redeem.close')}
          </button>
        </>
      ) : noPassword ? (
        <div className="page-failure">
          <p>{t('points.redeem.noPaymentPassword')}</p>
          <SecurityCentreLink />
        </div>
      ) : (
        <RedeemForm reward={reward} onCancel={close} />
      )}
    </Modal>
  );
}

/** The redeem form's fields, their checks (the rules') and the refusals told at them. */
function RedeemForm({ reward, onCancel }: { reward: PointReward; onCancel: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { redeem, balance } = useAppSelector(selectPoints);
  const sending = redeem.status === 'sending';
  const max = maxQuantity(reward);
  const failure = redeem.status === 'failed' ? redeem.failure : null;
  const refusal = failure ? REFUSALS[failure.code] : undefined;
  const refusalText = refusal ? t(`points.redeem.refusals.${refusal.key}`) : undefined;
  const at = (field: RedeemField) => (refusal?.place === field ? refusalText : undefined);

  const validate = (values: RedeemValues) => {
    const problems = checkRedeem(reward, filled(values));
    return Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [
        field,
        t(`points.redeem.problems.${problem}`, { max: field === 'remarks' ? REMARKS_MAX : max }),
      ]),
    );
  };
  const send = (values: RedeemValues) => {
    if (sending) return;
    const input = filled(values);
    dispatch(pointsActions.redeemSubmitted({ reward, ...input, quantity: Number(input.quantity) }));
  };

  return (
    <Form<RedeemValues> onSubmit={send} validate={validate} initialValues={{ quantity: '1' }}>
      {({ handleSubmit, values }) => (
        <form className="points-form" onSubmit={handleSubmit} noValidate>
          <ClearOnEdit
            onEdit={() => redeem.status === 'failed' && dispatch(pointsActions.redeemCleared())}
          />
          <p>
            {t('points.redeem.cost', {
              points: formatPoints(costOf(reward, values.quantity)),
              balance: balance.value ? formatPoints(balance.value.balance) : '…',
            })}
          </p>
          <RedeemFields reward={reward} at={at} />
          {failure && (!refusal || refusal.place === 'notice') ? (
            <PageFailureNotice
              failure={failure}
              lead={t('points.redeem.notSent')}
              busy={t('points.busy')}
              reason={refusalText}
            />
          ) : null}
          <div className="points-form__actions">
            <SubmitButton
              sending={sending}
              label={t('points.redeem.submit')}
              sendingLabel={t('points.redeem.sending')}
            />
            <button type="button" onClick={onCancel}>
              {t('points.redeem.cancel')}
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** The redeem form's fields: quantity, where a physical good goes, remarks, payment password. */
function RedeemFields({
  reward,
  at,
}: {
  reward: PointReward;
  /** The refusal told at a field. */
  at: (field: RedeemField) => string | undefined;
}) {
  const { t } = useTranslation();
  const max = maxQuantity(reward);
  return (
    <>
      <Field
        name="quantity"
        label={t('points.redeem.quantity')}
        inputMode="numeric"
        hint={t('points.redeem.quantityHint', { max })}
        externalError={at('quantity')}
      />
      {reward.needAddress ? (
        <>
          <Field
            name="address"
            label={t('points.redeem.address')}
            autoComplete="street-address"
            aria-required
            externalError={at('address')}
          />
          <Field
            name="phone"
            label={t('points.redeem.phone')}
            type="tel"
            autoComplete="tel"
            aria-required
            externalError={at('phone')}
          />
        </>
      ) : null}
      <TextAreaField
        name="remarks"
        label={t('points.redeem.remarks')}
        rows={3}
        hint={(text) => t('points.redeem.remarksHint', { count: text.length, max: REMARKS_MAX })}
        externalError={at('remarks')}
      />
      <Field
        name="password"
        label={t('points.redeem.password')}
        type="password"
        autoComplete="off"
        aria-required
        externalError={at('password')}
      />
    </>
  );
}

/** The points a quantity costs (none while the quantity is not a whole number above 0). */
function costOf(reward: PointReward, text = '') {
  const quantity = Number(text);
  return Number.isInteger(quantity) && quantity > 0 ? quantity * reward.pointsRequired : 0;
}
