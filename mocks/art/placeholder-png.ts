import { encode as encodePng } from 'fast-png';

/** Side of the placeholder game pictures (px): a square icon, as real game CDNs serve. */
const SIDE = 120;
/** Size of the placeholder banners (px): the strip's 10:3, at the size banner CDNs serve. */
export const BANNER_SIZE = { width: 1000, height: 300 } as const;
const cache = new Map<string, Uint8Array>();

/** The colour of a name: the same name always gets the same hue. */
const hueOf = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

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
export function placeholderPng(name: string, width = SIDE, height = SIDE): Uint8Array {
  const hue = hueOf(name);
  const key = `${hue} ${width}x${height}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const outer = hslToRgb(hue, 0.55, 0.35);
  const inner = hslToRgb(hue, 0.55, 0.55);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inside = x > width / 4 && x < (width * 3) / 4 && y > height / 4 && y < (height * 3) / 4;
      data.set(inside ? inner : outer, (y * width + x) * 3);
    }
  }
  const png = encodePng({ width, height, data, channels: 3, depth: 8 });
  cache.set(key, png);
  return png;
}
