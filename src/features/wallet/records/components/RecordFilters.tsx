import { useEffect, useId, useState, type FormEvent } from 'react';
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
import { RECORD_FILTERS, RECORD_PAGE_SIZES, type RecordPage } from '../constants';
import type { RecordQuery } from '../slice';
import { useOptionLabel } from './labels';

interface Props {
  page: RecordPage;
  query: RecordQuery;
  /** Today in the member's calendar (the presets count from it). */
  today: Date;
  onChange: (changes: Partial<RecordQuery>) => void;
}

/**
 * What a record page shows: the range (presets, or a custom first and last day, checked before
 * anything is asked), the page's filter, the period (profit and loss) and the rows per page.
 */
export function RecordFilters({ page, query, today, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const label = useOptionLabel();
  const filter = RECORD_FILTERS[page];
  // The typed range stays as typed (also when it is wrong) until a preset or an answer changes it.
  const [draft, setDraft] = useState<DateRange>(query.range);
  const [error, setError] = useState<RangeError | null>(null);
  useEffect(() => {
    setDraft(query.range);
    setError(null);
  }, [query.range]);

  const pickPreset = (preset: DatePreset) =>
    onChange({ preset, range: presetRange(preset, today) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRange(draft);
    setError(problem);
    if (!problem) onChange({ preset: null, range: draft });
  };
  const errorId = `${id}-range-error`;

  return (
    <div className="records-filters">
      <form className="records-filters__range" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('records.range.legend')}</legend>
          <Choices
            label={t('records.range.presets')}
            options={DATE_PRESETS}
            value={query.preset}
            text={(preset) => t(`records.range.${preset}`)}
            onChoose={pickPreset}
          />
          <p className="records-filters__hint">{t('records.range.hint')}</p>
          <div className="records-filters__days">
            {(['start', 'end'] as const).map((bound) => (
              <label key={bound}>
                <span>{t(`records.range.${bound}`)}</span>
                <input
                  type="date"
                  value={draft[bound]}
                  aria-invalid={error === 'order' || error?.startsWith(bound) ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(e) => setDraft({ ...draft, [bound]: e.target.value })}
                />
              </label>
            ))}
            <button type="submit">{t('records.range.apply')}</button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="records-filters__error">
              {t(`records.rangeErrors.${error}`)}
            </p>
          )}
        </fieldset>
      </form>
      <div className="records-filters__row">
        {/* Labels beside their select: a wrapping label would take the options' text too. */}
        <div className="records-filters__field">
          <label htmlFor={`${id}-filter`}>{t(`records.filters.${filter.param}`)}</label>
          <select
            id={`${id}-filter`}
            value={query.filter}
            onChange={(e) => onChange({ filter: e.target.value })}
          >
            <option value="">{t('records.filters.all')}</option>
            {filter.options.map((value) => (
              <option key={value} value={value}>
                {label(filter.param, value)}
              </option>
            ))}
          </select>
        </div>
        <div className="records-filters__field">
          <label htmlFor={`${id}-size`}>{t('records.filters.pageSize')}</label>
          <select
            id={`${id}-size`}
            value={query.pageSize}
            onChange={(e) => onChange({ pageSize: Number(e.target.value) })}
          >
            {RECORD_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>
      {page === 'profit' && (
        <Choices
          label={t('records.period.label')}
          options={PERIODS}
          value={query.period}
          text={(period) => t(`records.period.${period}`)}
          onChoose={(period) => period !== query.period && onChange({ period })}
        />
      )}
    </div>
  );
}

/** A labelled group of toggle buttons, the chosen one pressed (range presets; periods, spec 2 §9). */
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
    <div role="group" aria-labelledby={id} className="records-chips">
      <span id={id} className="records-chips__label">
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
