import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@/api/contract/constants';
import type { ResponsibleSettings } from '@/api/contract/member-responsible';
import { PartSection, PartView } from '@/core/components/PartView';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { modalsActions } from '@/core/modals/slice';
import { ExclusionForm } from './components/ExclusionForm';
import { LimitList } from './components/LimitList';
import { RealityCheckForm } from './components/RealityCheckForm';
import { responsibleFeature } from './feature';
import { limitsOf } from '@/core/responsible-limits';
import { selectResponsibleSettings } from './selectors';
import { responsibleActions } from './slice';
import './responsible.css';

function Settings({ value }: { value: ResponsibleSettings }) {
  const { t } = useTranslation();
  return (
    <>
      <PartSection title={t('responsible.DEPOSIT.title')}>
        <p className="responsible-lead">{t('responsible.limit.rule')}</p>
        <LimitList limits={limitsOf(value, 'DEPOSIT')} />
      </PartSection>
      <PartSection title={t('responsible.LOSS.title')}>
        <p className="responsible-lead">{t('responsible.LOSS.lead')}</p>
        <LimitList limits={limitsOf(value, 'LOSS')} />
      </PartSection>
      <PartSection title={t('responsible.SESSION.title')}>
        <p className="responsible-lead">{t('responsible.SESSION.lead')}</p>
        <LimitList limits={limitsOf(value, 'SESSION')} />
      </PartSection>
      <PartSection title={t('responsible.reality.title')}>
        <p className="responsible-lead">{t('responsible.reality.lead')}</p>
        <RealityCheckForm minutes={value.realityCheckMinutes} />
      </PartSection>
      <PartSection title={t('responsible.TIMEOUT.title')}>
        <p className="responsible-lead">{t('responsible.TIMEOUT.lead')}</p>
        <ExclusionForm kind="TIMEOUT" />
      </PartSection>
      <PartSection title={t('responsible.SELF_EXCLUSION.title')}>
        <p className="responsible-lead">{t('responsible.SELF_EXCLUSION.lead')}</p>
        <ExclusionForm kind="SELF_EXCLUSION" />
      </PartSection>
    </>
  );
}

/** The page as the store has it: loading, failed (retry, login, trial, module off), the settings. */
export function ResponsibleView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const part = useAppSelector(selectResponsibleSettings);
  if (part.status === 'failed' && part.failure?.code === ErrorCodes.functionNotAvailable)
    return (
      <div className="responsible-page">
        <p role="status">{t('responsible.moduleOff')}</p>
      </div>
    );
  return (
    <div className="responsible-page">
      <PartView
        part={part}
        lead={t('responsible.loadFailed')}
        busy={t('responsible.busy')}
        onRetry={() => dispatch(responsibleActions.opened())}
        login={{
          label: t('responsible.login'),
          onLogin: () => dispatch(modalsActions.opened({ name: 'loginPopupModal' })),
        }}
        replaceOnFailure
      >
        {(value) => <Settings value={value} />}
      </PartView>
    </div>
  );
}

/**
 * The member centre's responsible gaming page (issue 30): deposit, loss and session limits with
 * what each period has used, the reality check's interval, time-out and self-exclusion.
 */
export default function ResponsiblePage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(responsibleActions.opened());
    return () => {
      dispatch(responsibleActions.closed());
    };
  }, [dispatch]);
  return <ResponsibleView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = responsibleFeature;
