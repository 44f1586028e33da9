import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeForm } from '@/components/DateRangeForm';
import { Loading } from '@/components/Loading';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import type { DateRange } from '@/lib/date-range';
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
  const { value, failure, status } = state;

  return (
    <div className="agent-overview">
      <DateRangeForm
        preset={state.preset}
        range={state.range}
        today={today}
        presets={OVERVIEW_PRESETS}
        texts={{
          legend: t('agent.overview.period'),
          presets: t('agent.overview.presets'),
          preset: (preset) => t(`agent.overview.${preset as OverviewPreset}`),
          start: t('agent.overview.start'),
          end: t('agent.overview.end'),
          apply: t('agent.overview.apply'),
          error: (error) => t(`agent.overview.errors.${error}`),
        }}
        onChange={(choice) =>
          onRange(choice as { preset: OverviewPreset | null; range: DateRange })
        }
      />
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
