import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES } from '@/api/contract/constants';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectResponsibleSave } from '../selectors';
import { responsibleActions } from '../slice';
import { SaveOutcome } from './SaveOutcome';

/** How often the reality check shows: 15, 30 or 60 minutes, saved when chosen. */
export function RealityCheckForm({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectResponsibleSave);
  return (
    <fieldset className="responsible-reality">
      <legend>{t('responsible.reality.every')}</legend>
      {REALITY_CHECK_MINUTES.map((m) => (
        <label key={m}>
          <input
            type="radio"
            name="reality-check"
            value={m}
            checked={minutes === m}
            onChange={() => dispatch(responsibleActions.realityCheckSubmitted(m))}
          />{' '}
          {t('responsible.minutes', { count: m })}
        </label>
      ))}
      {save.key === 'realityCheck' ? <SaveOutcome request={save} /> : null}
    </fieldset>
  );
}
