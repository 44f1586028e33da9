import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { QR_LEVEL, QR_MARGIN, QR_SIZE, type AppDownloads } from '../resources';
import '../shell.css';

/**
 * One download QR code: 200 px in all with a 20 px white quiet zone, error correction M
 * (spec 2 §9). qrcode.react counts its margin in modules, so the code is drawn 160 px wide
 * without one inside a 20 px white frame: exactly the 200/20 of the spec whatever the code's
 * version. `boostLevel` is off so the level stays M.
 */
export function DownloadQr({ value, label }: { value: string; label: string }) {
  return (
    <span className="download-qr" style={{ padding: QR_MARGIN, width: QR_SIZE, height: QR_SIZE }}>
      <QRCodeSVG
        value={value}
        size={QR_SIZE - 2 * QR_MARGIN}
        marginSize={0}
        level={QR_LEVEL}
        boostLevel={false}
        role="img"
        aria-label={label}
        title={label}
      />
    </span>
  );
}

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
            <DownloadQr value={item!.qr} label={t('shell.sideMenu.qrOf', { platform: name })} />
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
