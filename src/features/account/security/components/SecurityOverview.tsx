import { useTranslation } from 'react-i18next';
import type { SecurityCenterValue } from '@/api/contract/account';
import { securityScore } from '../rules';

/** The account and its security level: how many protections are in place and what is missing. */
export function SecurityOverview({ info }: { info: SecurityCenterValue }) {
  const { t } = useTranslation();
  const { level, score, of, missing } = securityScore(info);
  return (
    <dl className="security-overview">
      <div>
        <dt>{t('security.account')}</dt>
        <dd>{info.account}</dd>
      </div>
      <div>
        <dt>{t('security.level.label')}</dt>
        <dd>
          <strong className={`security-level security-level-${level}`}>
            {t(`security.level.${level}`)}
          </strong>{' '}
          <meter min={0} max={of} value={score} aria-hidden="true" />{' '}
          <span>{t('security.level.score', { score, of })}</span>
          {missing.length > 0 ? (
            <span className="security-raise">
              {' '}
              {t('security.level.raise')}{' '}
              {missing.map((m) => t(`security.missing.${m}`)).join(', ')}.
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
