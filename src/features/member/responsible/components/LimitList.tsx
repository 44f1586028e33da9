import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { LimitKind, PlayLimit } from '@/api/contract/member-responsible';
import { Field } from '@/components/Field';
import { ClearOnEdit, SubmitButton } from '@/components/FormParts';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatDateTime } from '@/lib/format';
import { parseAmount } from '@/lib/money';
import { selectResponsibleSave } from '../selectors';
import { limitKeyOf, responsibleActions } from '../slice';
import { SaveOutcome } from './SaveOutcome';
import { useAmountText } from './use-amount-text';

/** The new limit as typed: money (two decimals), or whole minutes 1 to 1440 for a session. */
export function parseLimit(kind: LimitKind, text: string): number | 'invalid' {
  if (kind !== 'SESSION') {
    const parsed = parseAmount(text);
    return parsed.ok ? parsed.amount : 'invalid';
  }
  const minutes = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return minutes >= 1 && minutes <= 1440 ? minutes : 'invalid';
}

/** One limit: where it stands, its pending change (cancellable), and a new amount or removal. */
function LimitRow({ limit }: { limit: PlayLimit }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectResponsibleSave);
  const text = useAmountText(limit.kind);
  const key = limitKeyOf(limit);
  const mine = save.key === key;
  const sending = mine && save.status === 'sending';
  const period = t(`responsible.period.${limit.period}`);
  const label = t(`responsible.${limit.kind}.new`, { period });
  return (
    <li className="responsible-limit">
      <h5>{t(`responsible.${limit.kind}.row`, { period })}</h5>
      <p>
        {limit.amount === null
          ? t('responsible.limit.none', { used: text(limit.used) })
          : t('responsible.limit.set', {
              amount: text(limit.amount),
              used: text(limit.used),
              remaining: text(limit.remaining ?? 0),
            })}
      </p>
      {limit.pending ? (
        <div className="responsible-pending" role="status">
          <p>
            {limit.pending.amount === null
              ? t('responsible.limit.pendingRemoval', {
                  at: formatDateTime(limit.pending.effectiveAt),
                })
              : t('responsible.limit.pendingRaise', {
                  amount: text(limit.pending.amount),
                  at: formatDateTime(limit.pending.effectiveAt),
                })}
          </p>
          <button
            type="button"
            onClick={() => dispatch(responsibleActions.limitChangeCancelled(limit))}
          >
            {t('responsible.limit.cancel', { period })}
          </button>
        </div>
      ) : null}
      <Form<{ amount?: string }>
        onSubmit={({ amount = '' }) => {
          const next = parseLimit(limit.kind, amount);
          if (next !== 'invalid' && !sending)
            dispatch(
              responsibleActions.limitSubmitted({
                kind: limit.kind,
                period: limit.period,
                amount: next,
              }),
            );
        }}
      >
        {({ handleSubmit }) => (
          <form className="responsible-limit-form" onSubmit={handleSubmit} noValidate>
            <ClearOnEdit
              onEdit={() => {
                if (mine && save.status !== 'sending')
                  dispatch(responsibleActions.outcomeCleared());
              }}
            />
            <Field
              name="amount"
              label={label}
              inputMode={limit.kind === 'SESSION' ? 'numeric' : 'decimal'}
              autoComplete="off"
              validate={(value) =>
                parseLimit(limit.kind, typeof value === 'string' ? value : '') === 'invalid'
                  ? t(`responsible.${limit.kind}.invalid`)
                  : undefined
              }
              errorsAfterSubmit
            />
            <div className="responsible-actions">
              <SubmitButton
                sending={sending}
                label={t('responsible.limit.save', { period })}
                sendingLabel={t('responsible.saving')}
              />
              {limit.amount !== null && !(limit.pending && limit.pending.amount === null) ? (
                <button
                  type="button"
                  onClick={() =>
                    dispatch(
                      responsibleActions.limitSubmitted({
                        kind: limit.kind,
                        period: limit.period,
                        amount: null,
                      }),
                    )
                  }
                >
                  {t('responsible.limit.remove', { period })}
                </button>
              ) : null}
            </div>
            {mine ? <SaveOutcome request={save} /> : null}
          </form>
        )}
      </Form>
    </li>
  );
}

/** The limits of one kind, one row per period. */
export function LimitList({ limits }: { limits: PlayLimit[] }) {
  return (
    <ul className="responsible-limits">
      {limits.map((limit) => (
        <LimitRow key={limitKeyOf(limit)} limit={limit} />
      ))}
    </ul>
  );
}
