/**
 * The offline art of the mock image CDN (issue 26): game tiles (a picture only), banners (with their
 * kicker and title) and logos (with a monogram) drawn as small SVG documents from the fixtures and
 * a palette. Same input, same bytes: every choice comes from a hash of the input (no Math.random,
 * no clock).
 */
import { motifOf, motifSvg } from './motifs';
import { hash32 } from '../../fixtures/images';
import { seededRandom, type Palette } from './palette';

const FONT = `system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif`;

/** Characters XML 1.0 does not allow at all (C0 controls but tab and newlines, lone surrogates, U+FFFE/F). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text made safe for SVG character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Width of a bold sans line in em (a rough average: narrow and wide letters even out). */
const EM_PER_CHAR = 0.6;

/**
 * Splits `text` into at most `maxLines` lines of at most `perLine` characters (at spaces when it
 * can), the last one ended with an ellipsis when the text does not fit.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= perLine) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  const cut = lines
    .slice(0, maxLines)
    .map((l) => ([...l].length > perLine ? [...l].slice(0, perLine - 1).join('') + '…' : l));
  if (lines.length > maxLines) {
    const last = [...cut[maxLines - 1]!];
    cut[maxLines - 1] = `${last.slice(0, Math.min(last.length, perLine - 1)).join('')}…`;
  }
  return cut;
}

/**
 * Lines of a title: on one line at one of the two largest font sizes of `sizes` when it fits
 * `width`, else at the largest size that fits in `maxLines` lines.
 */
function fitTitle(title: string, width: number, sizes: number[], maxLines: number) {
  for (const size of sizes.slice(0, 2)) {
    const lines = wrapText(title, Math.floor(width / (size * EM_PER_CHAR)), 1);
    if (!lines.some((l) => l.endsWith('…'))) return { size, lines };
  }
  for (const size of sizes) {
    const perLine = Math.floor(width / (size * EM_PER_CHAR));
    const lines = wrapText(title, perLine, maxLines);
    if (!lines.some((l) => l.endsWith('…'))) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  return { size, lines: wrapText(title, Math.floor(width / (size * EM_PER_CHAR)), maxLines) };
}

const textLines = (lines: string[], x: number, y: number, size: number, attrs: string) =>
  lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * Math.round(size * 1.12)}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`,
    )
    .join('');

/**
 * The mark of a name: its first word when that is short (a brand's own short name: "PG", "GCash",
 * "USDT"), else the initials of up to three words.
 */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return '?';
  const first = [...words[0]!];
  if (first.length <= 6) return first.join('');
  return words
    .slice(0, 3)
    .map((w) => [...w][0]!)
    .join('')
    .toUpperCase();
}

const svgOpen = (w: number, h: number, text = true) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${text ? ` font-family="${FONT}"` : ''}>`;

const gradients = (id: string, p: Palette, glowAt: [number, number]) =>
  `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.deep}"/><stop offset="1" stop-color="${p.bright}"/></linearGradient>` +
  `<radialGradient id="${id}g" cx="${glowAt[0]}" cy="${glowAt[1]}" r=".6"><stop offset="0" stop-color="${p.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient></defs>`;

/** Seeded sparkles: small four-point stars scattered over a w x h area. */
function sparkles(rnd: () => number, count: number, w: number, h: number, color: string) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = Math.round(rnd() * w);
    const y = Math.round(rnd() * h);
    const r = 2 + Math.round(rnd() * 4);
    out += `<path d="M${x} ${y - r * 2}L${x + r / 2} ${y - r / 2} ${x + r * 2} ${y}l${-r * 1.5} ${r / 2}L${x} ${y + r * 2}l${-r / 2} ${-r * 1.5}L${x - r * 2} ${y}l${r * 1.5} ${-r / 2}z" fill="${color}" fill-opacity="${(0.4 + rnd() * 0.5).toFixed(2)}"/>`;
  }
  return out;
}

export interface GameArtInput {
  /** The game's title: seeds the drawing (another title, another picture). */
  title: string;
  /** The vendor's code: seeds the drawing too. */
  vendor: string;
  /** The game's category (`RNG`, `LIVE`, `FISH`...): picks the motif. */
  category: string;
  palette: Palette;
}

export const GAME_SIDE = 240;

/**
 * A square game tile: gradient, glow, sparkles and the category motif. No text: every place that
 * shows a tile names the game and its vendor beside it (the lobby's cards, the launch lists), and
 * each SVG picture is a document of its own, laid out on the page's main thread, where text costs
 * font and shaping work (12 titled tiles: 15-38 ms of layout at start-up, against 1-2 ms without).
 */
export function gameArt({ title, vendor, category, palette: p }: GameArtInput): string {
  const rnd = seededRandom(hash32(`${title}|${vendor}|${category}`));
  const S = GAME_SIDE;
  return (
    svgOpen(S, S, false) +
    gradients('t', p, [0.5, 0.3]) +
    `<rect width="${S}" height="${S}" fill="url(#tb)"/><rect width="${S}" height="${S}" fill="url(#tg)"/>` +
    sparkles(rnd, 7, S, S, p.glow) +
    motifSvg(motifOf(category), p, rnd, 120, 120, 1.4) +
    `</svg>`
  );
}

export interface BannerArtInput {
  title: string;
  /** A short line above the title (the banner's group: "Slots", "Live casino"...). */
  kicker: string;
  /** The banner's group (`/`, `/rng`, `/live`...): picks the motif. */
  category: string;
  palette: Palette;
}

export const BANNER_WIDTH = 1000;
export const BANNER_HEIGHT = 300;

/** A 10:3 banner: gradient, a big glow and motif on the right, the kicker and the title on the left. */
export function bannerArt({ title, kicker, category, palette: p }: BannerArtInput): string {
  const rnd = seededRandom(hash32(`${title}|${kicker}|${category}`));
  const W = BANNER_WIDTH;
  const H = BANNER_HEIGHT;
  const { size, lines } = fitTitle(title, 560, [64, 56, 48, 40], 2);
  const top = lines.length > 1 ? 150 : 180;
  return (
    svgOpen(W, H) +
    gradients('b', p, [0.78, 0.5]) +
    `<rect width="${W}" height="${H}" fill="url(#bb)"/><rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="780" cy="150" r="190" fill="none" stroke="${p.glow}" stroke-opacity=".25" stroke-width="2"/>` +
    `<circle cx="780" cy="150" r="130" fill="${p.deep}" fill-opacity=".35"/>` +
    sparkles(rnd, 9, W, H, p.glow) +
    motifSvg(motifOf(category), p, rnd, 780, 150, 2.1) +
    `<text x="64" y="${top - size - 6}" font-size="22" font-weight="700" letter-spacing="3" fill="${p.accent}">${escapeXml(kicker.toUpperCase())}</text>` +
    textLines(lines, 64, top, size, `font-weight="900" fill="${p.ink}"`) +
    `<rect x="64" y="${top + (lines.length - 1) * Math.round(size * 1.12) + 30}" width="150" height="8" rx="4" fill="${p.accent}"/>` +
    `</svg>`
  );
}

export const LOGO_SIDE = 96;

/** A square logo: a rounded tile in the palette with the name's monogram (vendors, payment channels). */
export function logoArt(name: string, p: Palette): string {
  const mark = monogram(name);
  const size = Math.min(40, Math.floor(70 / ([...mark].length * 0.74)));
  const S = LOGO_SIDE;
  return (
    svgOpen(S, S) +
    gradients('l', p, [0.3, 0.2]) +
    `<rect width="${S}" height="${S}" rx="20" fill="url(#lb)"/><rect width="${S}" height="${S}" rx="20" fill="url(#lg)"/>` +
    `<rect x="18" y="70" width="60" height="6" rx="3" fill="${p.accent}"/>` +
    `<text x="48" y="${48 + size * 0.36}" font-size="${size}" font-weight="900" text-anchor="middle" fill="${p.ink}">${escapeXml(mark)}</text>` +
    `</svg>`
  );
}
