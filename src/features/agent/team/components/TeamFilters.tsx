import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/core/hooks';
import { teamActions, type DownlineLevel, type TeamQuery } from '../slice';

const LEVELS: DownlineLevel[] = ['all', 'direct', 'indirect'];

/** Search by account, level and registration dates; the search shows their first page. */
export function TeamFilters({ query }: { query: TeamQuery }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [account, setAccount] = useState(query.account);
  const [level, setLevel] = useState<DownlineLevel>(query.level);
  const [startDate, setStartDate] = useState(query.startDate);
  const [endDate, setEndDate] = useState(query.endDate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(teamActions.searched({ account, level, startDate, endDate }));
  };
  return (
    <form className="team-filters" role="search" onSubmit={submit}>
      <label>
        {t('team.manage.search')}
        <input type="search" value={account} onChange={(e) => setAccount(e.target.value)} />
      </label>
      <label>
        {t('team.manage.level')}
        <select value={level} onChange={(e) => setLevel(e.target.value as DownlineLevel)}>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(`team.manage.levels.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('team.manage.from')}
        <input
          type="date"
          value={startDate}
          max={endDate || undefined}
          onChange={(e) => setStartDate(e.target.value)}
        />
      </label>
      <label>
        {t('team.manage.to')}
        <input
          type="date"
          value={endDate}
          min={startDate || undefined}
          onChange={(e) => setEndDate(e.target.value)}
        />
      </label>
      <button type="submit">{t('team.manage.searchButton')}</button>
    </form>
  );
}
