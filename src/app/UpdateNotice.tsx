import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import './update-notice.css';

/**
 * "A new version is ready — Reload": a new build's service worker waits (src/app/service-worker.ts).
 * Announced politely (a status), never taking focus from what the player is doing; Reload hands
 * over to the new version, Later keeps this one until the next visit.
 */
export function UpdateNotice({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="update-notice" role="status">
      <p>{t('shell.update.ready')}</p>
      <button type="button" className="primary" onClick={onReload}>
        {t('shell.update.reload')}
      </button>
      <button type="button" onClick={onLater}>
        {t('shell.update.later')}
      </button>
    </div>
  );
}

/** Shows the notice in a host of its own at the end of `<body>` (this module is loaded lazily). */
export function showUpdateNotice(doc: Document, reload: () => void): void {
  if (doc.getElementById('update-notice')) return;
  const host = doc.createElement('div');
  host.id = 'update-notice';
  doc.body.appendChild(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<UpdateNotice onReload={reload} onLater={close} />);
}
