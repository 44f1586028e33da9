import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { checkRange, presetRange, type DateRange, type RangeError } from '@/lib/date-range';
import { formatMoney } from '@/lib/format';
import { OVERVIEW_PRESETS, type AgentHomeState, type OverviewPreset } from '../slice';

export interface TeamOverviewViewProps {
  state: AgentHomeState['overview'];
  /** Today in the agent's calendar (the presets count from it). */
  today: Date;
  symbol: string;
  onRange: (choice: { preset: OverviewPreset | null; range: DateRange }) => void;
  onRetry: () => void;
  onLogin: () => void;
}

const COUNTS = ['teamSize', 'activeMembers', 'newMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'betAmount', 'validBet', 'profit'] as const;

/**
 * The team overview (agentTeamOverview): the team's size, active and new members, deposits,
 * withdrawals, bets and profit for a period (a preset or the first and last day typed, checked
 * before anything is asked; what was typed stays when it is wrong). Amounts are exact, with the
 * currency symbol; the last figures stay (marked busy) while the next range loads.
 */
export function TeamOverviewView({
  state,
  today,
  symbol,
  onRange,
  onRetry,
  onLogin,
}: TeamOverviewViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<DateRange>(state.range);
  const [error, setError] = useState<RangeError | null>(null);
  useEffect(() => {
    setDraft(state.range);
    setError(null);
  }, [state.range]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRange(draft);
    setError(problem);
    if (!problem) onRange({ preset: null, range: draft });
  };
  const errorId = `${id}-error`;
  const { value, failure, status } = state;

  return (
    <div className="agent-overview">
      <form onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('agent.overview.period')}</legend>
          <div
            className="agent-overview-presets"
            role="group"
            aria-label={t('agent.overview.presets')}
          >
            {OVERVIEW_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                aria-pressed={state.preset === preset}
                onClick={() => onRange({ preset, range: presetRange(preset, today) })}
              >
                {t(`agent.overview.${preset}`)}
              </button>
            ))}
          </div>
          <div className="agent-overview-range">
            {(['start', 'end'] as const).map((bound) => (
              <label key={bound}>
                <span>{t(`agent.overview.${bound}`)}</span>
                <input
                  type="date"
                  value={draft[bound]}
                  aria-invalid={error === 'order' || error?.startsWith(bound) ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(e) => setDraft({ ...draft, [bound]: e.target.value })}
                />
              </label>
            ))}
            <button type="submit">{t('agent.overview.apply')}</button>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="agent-overview-error">
              {t(`agent.overview.errors.${error}`)}
            </p>
          ) : null}
        </fieldset>
      </form>
      {failure ? (
        <PageFailureNotice
          failure={failure}
          lead={t('agent.overview.failed')}
          busy={t('agent.busy')}
          onRetry={onRetry}
          login={{ label: t('agent.login'), onLogin }}
        />
      ) : !value ? (
        <Loading />
      ) : (
        <section
          className="agent-overview-figures"
          aria-labelledby={`${id}-figures`}
          aria-busy={status === 'loading' || undefined}
        >
          <h4 id={`${id}-figures`}>
            {t('agent.overview.figures', { start: value.startDate, end: value.endDate })}
          </h4>
          <dl>
            {COUNTS.map((key) => (
              <div key={key}>
                <dt>{t(`agent.overview.${key}`)}</dt>
                <dd>{value[key].toLocaleString('en-US')}</dd>
              </div>
            ))}
            {AMOUNTS.map((key) => (
              <div key={key}>
                <dt>{t(`agent.overview.${key}`)}</dt>
                <dd className={value[key] < 0 ? 'agent-negative' : undefined}>
                  {formatMoney(value[key], symbol)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
