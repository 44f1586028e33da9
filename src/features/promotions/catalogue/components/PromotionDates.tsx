import { useTranslation } from 'react-i18next';
import type { Promotion } from '@/api/contract/notices';
import { dayOf } from '@/lib/date-range';

/** A promotion's period (either end may be open). */
export function PromotionDates({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const { startTime: start, endTime: end } = promotion;
  if (start == null && end == null) return null;
  let period: string;
  if (start != null && end != null) period = `${dayOf(start)} – ${dayOf(end)}`;
  else if (start != null) period = t('promotions.from', { start: dayOf(start) });
  else period = t('promotions.until', { end: dayOf(end!) });
  return (
    <dl className="promotion-dates">
      <dt>{t('promotions.period')}</dt>
      <dd>{period}</dd>
    </dl>
  );
}
