import { QRCodeSVG } from 'qrcode.react';
import './qr-code.css';

/** QR codes (spec 2 §9 defaults): size 200 px, margin 20 px, error correction M. */
export const QR_SIZE = 200;
export const QR_MARGIN = 20;
export const QR_LEVEL = 'M' as const;

/**
 * A QR code (app downloads, the invitation link): 200 px in all with a 20 px white quiet zone,
 * error correction M (spec 2 §9). qrcode.react counts its margin in modules, so the code is drawn
 * 160 px wide without one inside a 20 px white frame: exactly the 200/20 of the spec whatever the
 * code's version. `boostLevel` is off so the level stays M. `label` names the image.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <span className="qr-code" style={{ padding: QR_MARGIN, width: QR_SIZE, height: QR_SIZE }}>
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
