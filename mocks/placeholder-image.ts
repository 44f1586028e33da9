import { encode as encodePng } from 'fast-png';

/** Side of the placeholder game pictures (px): a square icon, as real game CDNs serve. */
const SIDE = 120;
const cache = new Map<number, Uint8Array>();

/** The colour of a name: the same name always gets the same hue. */
export const hueOf = (name: string) =>
  [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/**
 * A PNG placeholder for a raster picture of the offline CDN (game icons are .png on a real CDN):
 * a square in the name's colour with a lighter inner square. Raster, like the real thing, so the
 * browser decodes it off the main thread (an SVG picture would be a whole document per image).
 */
export function placeholderPng(name: string): Uint8Array {
  const hue = hueOf(name);
  const cached = cache.get(hue);
  if (cached) return cached;
  const outer = hslToRgb(hue, 0.55, 0.35);
  const inner = hslToRgb(hue, 0.55, 0.55);
  const data = new Uint8Array(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y += 1) {
    for (let x = 0; x < SIDE; x += 1) {
      const inside = x > SIDE / 4 && x < (SIDE * 3) / 4 && y > SIDE / 4 && y < (SIDE * 3) / 4;
      data.set(inside ? inner : outer, (y * SIDE + x) * 3);
    }
  }
  const png = encodePng({ width: SIDE, height: SIDE, data, channels: 3, depth: 8 });
  cache.set(hue, png);
  return png;
}
