import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from '@/api/contract/constants';
import type { ExclusionKind, ExclusionPeriod } from '@/api/contract/member-responsible';
import { Field, SelectField } from '@/components/Field';
import { ClearOnEdit, SubmitButton } from '@/components/FormParts';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectExclusion } from '../selectors';
import { responsibleActions } from '../slice';
import { SaveOutcome } from './SaveOutcome';

const PERIODS: Record<ExclusionKind, readonly ExclusionPeriod[]> = {
  TIMEOUT: TIMEOUT_PERIODS,
  SELF_EXCLUSION: SELF_EXCLUSION_PERIODS,
};

interface Values {
  period: ExclusionPeriod;
  password?: string;
}

/**
 * A time-out or self-exclusion: the length, the plain statement of what happens, and the password
 * that confirms it (a wrong one keeps what was typed and says so).
 */
export function ExclusionForm({ kind }: { kind: ExclusionKind }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectExclusion);
  const mine = request.key === kind;
  const sending = mine && request.status === 'sending';
  const periods = PERIODS[kind];
  return (
    <Form<Values>
      initialValues={{ period: periods[0] }}
      onSubmit={({ period, password = '' }) => {
        if (!sending && password)
          dispatch(responsibleActions.exclusionSubmitted({ kind, period, password }));
      }}
    >
      {({ handleSubmit }) => (
        <form className="responsible-exclusion" onSubmit={handleSubmit} noValidate>
          <ClearOnEdit
            onEdit={() => {
              if (mine && !sending) dispatch(responsibleActions.outcomeCleared());
            }}
          />
          <SelectField
            name="period"
            label={t(`responsible.${kind}.length`)}
            options={periods.map((p) => ({ value: p, label: t(`responsible.length.${p}`) }))}
          />
          <ul className="responsible-statement">
            <li>{t('responsible.exclusion.loggedOut')}</li>
            <li>{t('responsible.exclusion.loginRefused')}</li>
            <li>{t('responsible.exclusion.noMarketing')}</li>
            <li>{t('responsible.exclusion.notShortened')}</li>
          </ul>
          <Field
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('responsible.exclusion.password')}
            validate={(value) => (value ? undefined : t('responsible.exclusion.passwordMissing'))}
            errorsAfterSubmit
          />
          <SubmitButton
            className="primary"
            sending={sending}
            label={t(`responsible.${kind}.confirm`)}
            sendingLabel={t('responsible.saving')}
          />
          {mine ? <SaveOutcome request={request} /> : null}
        </form>
      )}
    </Form>
  );
}
