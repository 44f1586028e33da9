/**
 * The category motifs of the offline art: small vector drawings in a 100 x 100 box centred on the
 * origin, in the palette's accent and glow colours. One per lobby category family. They draw their
 * marks (a ball's number, an ace's letter) as strokes, not text: text in an SVG picture costs the
 * page font and shaping work in the picture's own layout.
 */
import type { Palette } from './palette';

/** The lit segments (a-g, clockwise from the top, g the middle) of each digit on a seven-segment face. */
const SEGMENTS = [
  'abcdef',
  'bc',
  'abged',
  'abgcd',
  'fgbc',
  'afgcd',
  'afgedc',
  'abc',
  'abcdefg',
  'abfgcd',
];
const DIGIT_W = 6;
const DIGIT_H = 10;
const DIGIT_GAP = 3;

/** Each segment's line (x1, y1, x2, y2) in a digit's box. */
const SEGMENT_LINES: Record<string, readonly [number, number, number, number]> = {
  a: [0, 0, DIGIT_W, 0],
  b: [DIGIT_W, 0, DIGIT_W, DIGIT_H / 2],
  c: [DIGIT_W, DIGIT_H / 2, DIGIT_W, DIGIT_H],
  d: [0, DIGIT_H, DIGIT_W, DIGIT_H],
  e: [0, DIGIT_H / 2, 0, DIGIT_H],
  f: [0, 0, 0, DIGIT_H / 2],
  g: [0, DIGIT_H / 2, DIGIT_W, DIGIT_H / 2],
};

/** A seven-segment digit's strokes as path data, its box's top left corner at (x, y). */
function digitPath(digit: number, x: number, y: number): string {
  return [...SEGMENTS[digit]!]
    .map((s) => {
      const [x1, y1, x2, y2] = SEGMENT_LINES[s]!;
      return `M${x + x1} ${y + y1}L${x + x2} ${y + y2}`;
    })
    .join('');
}

/** A number's digits as one stroked path centred on (cx, cy). */
function numberMark(value: number, cx: number, cy: number, color: string): string {
  const digits = [...String(value)].map(Number);
  const width = digits.length * DIGIT_W + (digits.length - 1) * DIGIT_GAP;
  const d = digits
    .map((n, i) => digitPath(n, cx - width / 2 + i * (DIGIT_W + DIGIT_GAP), cy - DIGIT_H / 2))
    .join('');
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export const MOTIFS = [
  'slots',
  'live',
  'fishing',
  'lottery',
  'sports',
  'cards',
  'esports',
  'gem',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** The motif of a game category or a banner group (`RNG`, `/live`, `ESPORTS`...). */
export function motifOf(category: string): Motif {
  const c = category.replace(/^\//, '').toUpperCase();
  if (c === 'RNG' || c === 'SLOTS' || c === 'SEAMLESS') return 'slots';
  if (c === 'LIVE') return 'live';
  if (c === 'FISH') return 'fishing';
  if (c === 'LOTT' || c === 'ELOTT' || c === 'LOTTERY') return 'lottery';
  if (c === 'SPORTS') return 'sports';
  if (c === 'PVP' || c === 'CARDS' || c === 'CHESS') return 'cards';
  if (c === 'ESPORTS') return 'esports';
  return 'gem';
}

type Draw = (p: Palette, rnd: () => number) => string;

const DARK = '#1b1030';

const draw: Record<Motif, Draw> = {
  // Three reels in a cabinet window, a seven in the middle.
  slots: (p) =>
    `<rect x="-50" y="-34" width="100" height="68" rx="12" fill="${p.accent}"/>` +
    `<rect x="-43" y="-27" width="26" height="54" rx="5" fill="#fff"/>` +
    `<rect x="-13" y="-27" width="26" height="54" rx="5" fill="#fff"/>` +
    `<rect x="17" y="-27" width="26" height="54" rx="5" fill="#fff"/>` +
    `<path d="M-36-8h13l-8 20" fill="none" stroke="#d62839" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M-6-8h13l-8 20" fill="none" stroke="#d62839" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M24-8h13l-8 20" fill="none" stroke="#d62839" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="0" cy="-42" r="6" fill="${p.glow}"/>`,
  // A casino chip.
  live: (p) =>
    `<circle r="44" fill="${p.accent}"/>` +
    `<circle r="37" fill="none" stroke="#fff" stroke-width="9" stroke-dasharray="14 9.2"/>` +
    `<circle r="24" fill="${p.glow}"/><circle r="24" fill="none" stroke="${DARK}" stroke-opacity=".25" stroke-width="3"/>` +
    `<path d="M0-12 10 0 0 12-10 0z" fill="${DARK}" fill-opacity=".55"/>`,
  // A fish and its bubbles.
  fishing: (p, rnd) =>
    `<path d="M-38 0C-20-30 22-30 34 0 22 30-20 30-38 0z" fill="${p.accent}"/>` +
    `<path d="M30 0 52-18V18z" fill="${p.accent}"/>` +
    `<path d="M-10-20Q0-34 14-22" fill="${p.glow}"/>` +
    `<circle cx="-20" cy="-4" r="6" fill="#fff"/><circle cx="-21" cy="-4" r="3" fill="${DARK}"/>` +
    `<path d="M2-14Q10 0 2 14" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${-40 + i * 6}" cy="${-30 - i * 12}" r="${4 + Math.round(rnd() * 3)}" fill="none" stroke="#fff" stroke-width="2"/>`,
      )
      .join(''),
  // Three numbered lottery balls.
  lottery: (p, rnd) =>
    [
      [-30, 14, p.accent],
      [30, 14, p.glow],
      [0, -18, '#fff'],
    ]
      .map(
        ([x, y, c]) =>
          `<circle cx="${x}" cy="${y}" r="22" fill="${c}"/>` +
          `<circle cx="${x}" cy="${y}" r="11" fill="#fff" stroke="${DARK}" stroke-opacity=".2"/>` +
          numberMark(1 + Math.floor(rnd() * 49), Number(x), Number(y), DARK),
      )
      .join(''),
  // A football.
  sports: (p) =>
    `<circle r="42" fill="#fff" stroke="${p.accent}" stroke-width="5"/>` +
    `<path d="M0-14 13-4 8 12H-8l-5-16z" fill="${DARK}"/>` +
    `<path d="M0-14V-38M13-4 36-12M8 12 22 32M-8 12-22 32M-13-4-36-12" stroke="${DARK}" stroke-width="3"/>`,
  // Two playing cards: an ace of spades over a heart.
  cards: (p) =>
    `<g transform="rotate(-14)"><rect x="-44" y="-40" width="50" height="72" rx="7" fill="#fff" stroke="${p.accent}" stroke-width="3"/>` +
    `<path d="M-19-10c-7-9-18-2-12 7l12 13 12-13c6-9-5-16-12-7z" fill="#d62839"/></g>` +
    `<g transform="rotate(12)"><rect x="-4" y="-36" width="50" height="72" rx="7" fill="#fff" stroke="${p.accent}" stroke-width="3"/>` +
    `<path d="M21-16C14-6 6 2 12 8c4 3 8 1 9-2-1 5-3 8-5 10h10c-2-2-4-5-5-10 1 3 5 5 9 2 6-6-2-14-9-24z" fill="${DARK}"/>` +
    `<path d="M4-19 8.5-30 13-19M5.7-23h5.6" fill="none" stroke="${DARK}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  // A game pad.
  esports: (p) =>
    `<path d="M-30-22h60c14 0 22 14 22 34 0 16-14 22-24 10l-8-10h-40l-8 10c-10 12-24 6-24-10 0-20 8-34 22-34z" fill="${p.accent}"/>` +
    `<path d="M-27-4h8v-8h6v8h8v6h-8v8h-6V2h-8z" fill="#fff"/>` +
    `<circle cx="20" cy="-6" r="5" fill="${p.glow}"/><circle cx="31" cy="4" r="5" fill="#fff"/>`,
  // A cut gem (anything else: promotions, help, downloads).
  gem: (p) =>
    `<path d="M-40-12-22-34h44L40-12 0 40z" fill="${p.accent}"/>` +
    `<path d="M-40-12h80M-22-34-10-12 0 40 10-12 22-34" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="2.5"/>` +
    `<path d="M-22-34-10-12H10L22-34z" fill="${p.glow}" fill-opacity=".7"/>`,
};

/** The motif drawn in `p`, placed at (x, y) and scaled (its box is 100 x 100 at scale 1). */
export function motifSvg(
  motif: Motif,
  p: Palette,
  rnd: () => number,
  x: number,
  y: number,
  scale: number,
): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${draw[motif](p, rnd)}</g>`;
}
