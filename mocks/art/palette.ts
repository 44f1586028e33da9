/**
 * Colours of the offline art (issue 26): a palette is drawn from a seed (a vendor's or a group's
 * name) or from a brand's accent, always the same for the same input.
 */

import { hash32 } from '../../fixtures/images';

/** The colours one picture uses: a two-stop background, an accent, a glow and the text on the dark band. */
export interface Palette {
  /** Background gradient, dark end. */
  deep: string;
  /** Background gradient, light end. */
  bright: string;
  /** Motif and mark colour. */
  accent: string;
  /** A second motif colour (highlights). */
  glow: string;
  /** Text colour (on the deep end). */
  ink: string;
}

/** A small seeded generator (mulberry32): numbers in [0, 1), the same run for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex2 = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

/** `#rrggbb` of an HSL colour (hue in degrees, saturation and lightness 0..1). */
export function hslHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${hex2(f(0) * 255)}${hex2(f(8) * 255)}${hex2(f(4) * 255)}`;
}

/** The hue (degrees) of a `#rgb` or `#rrggbb` colour; null when it is not one. */
export function hueOfHex(color: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const d = m[1]!;
  const full = d.length === 3 ? [...d].map((c) => c + c).join('') : d;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const c = max - min;
  const h = max === r ? ((g - b) / c) % 6 : max === g ? (b - r) / c + 2 : (r - g) / c + 4;
  return (h * 60 + 360) % 360;
}

/** A palette around a hue: a deep-to-bright gradient, a warm contrasting accent, white-ish text. */
export function paletteOfHue(hue: number): Palette {
  return {
    deep: hslHex(hue, 0.7, 0.16),
    bright: hslHex(hue + 28, 0.75, 0.42),
    accent: hslHex(hue + 150, 0.9, 0.62),
    glow: hslHex(hue + 190, 1, 0.8),
    ink: '#ffffff',
  };
}

/** The palette of a name (a vendor, a channel, a banner group). */
export const paletteOf = (seed: string): Palette => paletteOfHue(hash32(seed) % 360);

/**
 * The palette of a brand: around its accent colour when it is a `#rgb` / `#rrggbb` colour, else
 * `fallback` (a brand file without a theme).
 */
export function brandPalette(accent: string | null | undefined, fallback: Palette): Palette {
  const hue = accent ? hueOfHex(accent) : null;
  return hue === null ? fallback : paletteOfHue(hue);
}

/** Short stable key of a palette (part of an image's content hash). */
export const paletteKey = (p: Palette) => `${p.deep}${p.bright}${p.accent}${p.glow}${p.ink}`;
