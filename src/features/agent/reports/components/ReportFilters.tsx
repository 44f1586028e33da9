import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIODS } from '@/api/contract/constants';
import {
  checkRange,
  DATE_PRESETS,
  presetRange,
  type DatePreset,
  type DateRange,
  type RangeError,
} from '@/lib/date-range';
import { REPORT_FILTERS, REPORT_PAGE_SIZES, type ReportPage } from '../constants';
import type { ReportQuery } from '../slice';
import { useReportLabel } from './labels';

interface Props {
  page: ReportPage;
  query: ReportQuery;
  /** Today in the agent's calendar (the presets count from it). */
  today: Date;
  onChange: (changes: Partial<ReportQuery>) => void;
}

/**
 * What a report shows: the range (presets, or a custom first and last day, checked before anything
 * is asked), a member's account, the page's type filter, the period where it has one, rows per page.
 */
export function ReportFilters({ page, query, today, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const filters = REPORT_FILTERS[page];
  const label = useReportLabel();
  // What was typed stays as typed (also when wrong) until a preset or an answer changes it.
  const [draft, setDraft] = useState<DateRange>(query.range);
  const [error, setError] = useState<RangeError | null>(null);
  const [account, setAccount] = useState(query.account);
  useEffect(() => {
    setDraft(query.range);
    setError(null);
  }, [query.range]);

  const submitRange = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRange(draft);
    setError(problem);
    if (!problem) onChange({ preset: null, range: draft });
  };
  const submitAccount = (event: FormEvent) => {
    event.preventDefault();
    onChange({ account: account.trim() });
  };
  const errorId = `${id}-range-error`;

  return (
    <div className="reports-filters">
      <form onSubmit={submitRange} noValidate>
        <fieldset>
          <legend>{t('reports.range.legend')}</legend>
          <Choices
            label={t('reports.range.presets')}
            options={DATE_PRESETS}
            value={query.preset}
            text={(preset) => t(`reports.range.${preset}`)}
            onChoose={(preset: DatePreset) =>
              onChange({ preset, range: presetRange(preset, today) })
            }
          />
          <div className="reports-filters__row">
            {(['start', 'end'] as const).map((bound) => (
              <label key={bound}>
                <span>{t(`reports.range.${bound}`)}</span>
                <input
                  type="date"
                  value={draft[bound]}
                  aria-invalid={error === 'order' || error?.startsWith(bound) ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(e) => setDraft({ ...draft, [bound]: e.target.value })}
                />
              </label>
            ))}
            <button type="submit">{t('reports.range.apply')}</button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="reports-filters__error">
              {t(`reports.rangeErrors.${error}`)}
            </p>
          )}
        </fieldset>
      </form>
      <div className="reports-filters__row">
        {filters.account && (
          <form className="reports-filters__row" role="search" onSubmit={submitAccount}>
            <Field id={`${id}-account`} label={t('reports.filters.account')}>
              <input
                id={`${id}-account`}
                type="search"
                value={account}
                aria-describedby={`${id}-account-hint`}
                onChange={(e) => setAccount(e.target.value)}
              />
            </Field>
            <button type="submit">{t('reports.filters.search')}</button>
            <span id={`${id}-account-hint`} className="reports-filters__hint">
              {t('reports.filters.accountHint')}
            </span>
          </form>
        )}
        <Field id={`${id}-type`} label={t(`reports.filters.${filters.param}`)}>
          <select
            id={`${id}-type`}
            value={query.filter}
            onChange={(e) => onChange({ filter: e.target.value })}
          >
            <option value="">{t('reports.filters.all')}</option>
            {filters.options.map((value) => (
              <option key={value} value={value}>
                {label(filters.param, value)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-size`} label={t('reports.filters.pageSize')}>
          <select
            id={`${id}-size`}
            value={query.pageSize}
            onChange={(e) => onChange({ pageSize: Number(e.target.value) })}
          >
            {REPORT_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {filters.period && (
        <Choices
          label={t('reports.period.label')}
          options={PERIODS}
          value={query.period}
          text={(period) => t(`reports.period.${period}`)}
          onChoose={(period) => period !== query.period && onChange({ period })}
        />
      )}
    </div>
  );
}

/** A label beside its control (a wrapping label would take a select's options' text too). */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="reports-filters__field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A labelled group of toggle buttons, the chosen one pressed (presets; periods, spec 2 §9). */
function Choices<T extends string>({
  label,
  options,
  value,
  text,
  onChoose,
}: {
  label: string;
  options: readonly T[];
  value: T | null;
  text: (option: T) => string;
  onChoose: (option: T) => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="reports-chips">
      <span id={id} className="reports-chips__label">
        {label}
      </span>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChoose(option)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
