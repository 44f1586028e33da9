import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/QrCode';
import type { AppDownloads } from '../resources';
import '../shell.css';

/** The Android and iOS download codes with their direct links (side bar and /down). */
export default function AppQrCodes({ downloads }: { downloads: AppDownloads }) {
  const { t } = useTranslation();
  const entries = [
    { key: 'android', name: t('shell.sideMenu.android'), item: downloads.android },
    { key: 'ios', name: t('shell.sideMenu.ios'), item: downloads.ios },
  ].filter((e) => e.item);
  return (
    <ul className="app-qr-codes">
      {entries.map(({ key, name, item }) => (
        <li key={key}>
          <figure>
            <QrCode value={item!.qr} label={t('shell.sideMenu.qrOf', { platform: name })} />
            <figcaption>
              <a href={item!.url} target="_blank" rel="noopener noreferrer">
                {t('shell.sideMenu.downloadFor', { platform: name })}
              </a>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
