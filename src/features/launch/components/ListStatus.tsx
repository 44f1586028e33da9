import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '@/core/loaded-part';

interface Props {
  status: LoadStatus;
  empty: boolean;
  texts: { loading: string; failed: string; empty: string };
  onRetry: () => void;
}

/** Loading, failure (with a retry) and empty states of a launch list. */
export function ListStatus({ status, empty, texts, onRetry }: Props) {
  const { t } = useTranslation();
  if (status === 'loading')
    return (
      <p className="launch-list__note" aria-live="polite">
        {texts.loading}
      </p>
    );
  if (status === 'failed') {
    return (
      <div className="launch-list__note" role="alert">
        <p>{texts.failed}</p>
        <button type="button" onClick={onRetry}>
          {t('launch.list.retry')}
        </button>
      </div>
    );
  }
  if (status === 'loaded' && empty) return <p className="launch-list__note">{texts.empty}</p>;
  return null;
}
