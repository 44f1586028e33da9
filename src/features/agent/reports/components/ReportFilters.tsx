import { useId, type ReactNode } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { PERIODS } from '@/api/contract/constants';
import { Choices } from '@/components/Choices';
import { DateRangeForm } from '@/components/DateRangeForm';
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

  return (
    <div className="reports-filters">
      <DateRangeForm
        preset={query.preset}
        range={query.range}
        today={today}
        texts={{
          legend: t('reports.range.legend'),
          presets: t('reports.range.presets'),
          preset: (preset) => t(`reports.range.${preset}`),
          start: t('reports.range.start'),
          end: t('reports.range.end'),
          apply: t('reports.range.apply'),
          error: (error) => t(`reports.rangeErrors.${error}`),
        }}
        onChange={onChange}
      />
      <div className="reports-filters__row">
        {filters.account && (
          <AccountSearch
            account={query.account}
            onSearch={(account) => onChange({ account: account.trim() })}
          />
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

/** The search by a member's account (what was typed stays until it is searched). */
function AccountSearch({
  account,
  onSearch,
}: {
  account: string;
  onSearch: (account: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form<{ account?: string }>
      onSubmit={(values) => onSearch(values.account ?? '')}
      initialValues={{ account }}
      // What was typed stays as typed (the query holds it trimmed): the first values only.
      initialValuesEqual={() => true}
    >
      {({ handleSubmit }) => (
        <form className="reports-filters__row" role="search" onSubmit={handleSubmit}>
          <Field id={`${id}-account`} label={t('reports.filters.account')}>
            <FinalField
              name="account"
              component="input"
              id={`${id}-account`}
              type="search"
              aria-describedby={`${id}-account-hint`}
            />
          </Field>
          <button type="submit">{t('reports.filters.search')}</button>
          <span id={`${id}-account-hint`} className="reports-filters__hint">
            {t('reports.filters.accountHint')}
          </span>
        </form>
      )}
    </Form>
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
