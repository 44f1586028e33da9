import { Field as FinalField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/core/hooks';
import { teamActions, type DownlineLevel, type TeamQuery } from '../slice';

const LEVELS: DownlineLevel[] = ['all', 'direct', 'indirect'];

type TeamFilterValues = Pick<TeamQuery, 'account' | 'level' | 'startDate' | 'endDate'>;

/** Search by account, level and registration dates; the search shows their first page. */
export function TeamFilters({ query }: { query: TeamQuery }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { account, level, startDate, endDate } = query;
  return (
    <Form<TeamFilterValues>
      onSubmit={(values) =>
        dispatch(
          teamActions.searched({
            account: values.account ?? '',
            level: values.level,
            startDate: values.startDate ?? '',
            endDate: values.endDate ?? '',
          }),
        )
      }
      initialValues={{ account, level, startDate, endDate }}
      // What was typed stays as typed whatever the list asks next: the first values only.
      initialValuesEqual={() => true}
    >
      {({ handleSubmit, values }) => (
        <form className="team-filters" role="search" onSubmit={handleSubmit}>
          <label>
            {t('team.manage.search')}
            <FinalField name="account" component="input" type="search" />
          </label>
          <label>
            {t('team.manage.level')}
            <FinalField name="level" component="select">
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`team.manage.levels.${l}`)}
                </option>
              ))}
            </FinalField>
          </label>
          <label>
            {t('team.manage.from')}
            <FinalField
              name="startDate"
              component="input"
              type="date"
              max={values.endDate || undefined}
            />
          </label>
          <label>
            {t('team.manage.to')}
            <FinalField
              name="endDate"
              component="input"
              type="date"
              min={values.startDate || undefined}
            />
          </label>
          <button type="submit">{t('team.manage.searchButton')}</button>
        </form>
      )}
    </Form>
  );
}
