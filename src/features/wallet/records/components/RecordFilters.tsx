import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIODS } from '@/api/contract/constants';
import { Choices } from '@/components/Choices';
import { DateRangeForm } from '@/components/DateRangeForm';
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
  return (
    <div className="records-filters">
      <DateRangeForm
        preset={query.preset}
        range={query.range}
        today={today}
        texts={{
          legend: t('records.range.legend'),
          presets: t('records.range.presets'),
          preset: (preset) => t(`records.range.${preset}`),
          hint: t('records.range.hint'),
          start: t('records.range.start'),
          end: t('records.range.end'),
          apply: t('records.range.apply'),
          error: (error) => t(`records.rangeErrors.${error}`),
        }}
        onChange={onChange}
      />
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
