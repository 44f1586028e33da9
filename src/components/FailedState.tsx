import { useTranslation } from 'react-i18next';

/** A list that could not be loaded: the reason and a retry. */
export function FailedState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="games-state">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        {t('games.retry')}
      </button>
    </div>
  );
}
