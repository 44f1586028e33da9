import { useTranslation } from 'react-i18next';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import type { Request } from '../slice';

/** A request's outcome below its form: saved, or why not (the server's message). */
export function SaveOutcome({
  request,
  onRetry,
}: {
  request: Request<string>;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (request.status === 'done') return <p role="status">{t('responsible.saved')}</p>;
  if (request.status === 'failed' && request.failure)
    return (
      <PageFailureNotice
        failure={request.failure}
        lead={t('responsible.saveFailed')}
        busy={t('responsible.busy')}
        onRetry={onRetry}
      />
    );
  return null;
}
