/**
 * A list that could not be loaded: the reason and a retry (the games lobby's shelves and list, the
 * sports boards). The caller gives the texts; the look comes with the games lobby's styles.
 */
export function FailedState({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="games-state">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
