#!/usr/bin/env node
/**
 * Draws public/fonts/portal-marks.ttf (issue 26): the portal's own fallback font with the one glyph
 * the spec's texts use that many system fonts lack, the required-field mark '＊' (FULLWIDTH
 * ASTERISK, U+FF0A): six spokes in a full-width cell. The stylesheet loads it for that character
 * only (`unicode-range`), after the brand's fonts. Run again after changing the drawing:
 * `node scripts/make-marks-font.mjs`.
 */
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import opentype from 'opentype.js';

const EM = 1000;
const notdef = new opentype.Glyph({ name: '.notdef', advanceWidth: EM, path: new opentype.Path() });

// Three bars through the centre (0°, 60°, 120°), each a rectangle drawn clockwise.
const asterisk = new opentype.Path();
const [cx, cy, length, half] = [500, 380, 300, 42];
for (const degrees of [90, 30, -30]) {
  const a = (degrees * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const [nx, ny] = [-dy, dx];
  const corners = [
    [cx - dx * length + nx * half, cy - dy * length + ny * half],
    [cx + dx * length + nx * half, cy + dy * length + ny * half],
    [cx + dx * length - nx * half, cy + dy * length - ny * half],
    [cx - dx * length - nx * half, cy - dy * length - ny * half],
  ].map(([x, y]) => [Math.round(x), Math.round(y)]);
  asterisk.moveTo(...corners[0]);
  for (const corner of corners.slice(1)) asterisk.lineTo(...corner);
  asterisk.close();
}
const mark = new opentype.Glyph({
  name: 'uniFF0A',
  unicode: 0xff0a,
  advanceWidth: EM,
  path: asterisk,
});

const font = new opentype.Font({
  familyName: 'Portal Marks',
  styleName: 'Regular',
  unitsPerEm: EM,
  ascender: 880,
  descender: -120,
  glyphs: [notdef, mark],
});
fs.writeFileSync('public/fonts/portal-marks.ttf', Buffer.from(font.toArrayBuffer()));
console.log(
  'public/fonts/portal-marks.ttf',
  fs.statSync('public/fonts/portal-marks.ttf').size,
  'bytes',
);
