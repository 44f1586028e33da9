/**
 * The offline image CDN (issue 26): any path under a CDN base answers a picture. Addresses the
 * fixtures made (`fixtures/images.ts`: game tiles, banners, vendor and payment logos) answer their
 * art, drawn on the first request and kept; their names carry a content hash, so they are cached
 * for good. Other names answer a placeholder: a PNG for raster names, a labelled logo otherwise.
 * Banners are the operator's: the mock's API gives them in the brand's palette, under an address
 * of their own for each brand (`?palette=<accent>`), so that a re-brand redraws them and no cache
 * (the browser's, this one) gives one brand's banner to another. Game tiles and vendor or payment
 * logos keep their vendor's colours, as real vendors' art does.
 */
import type { BrandConfig } from '../../src/api/contract/system';
import { artSpecOf, type ArtSpec } from '../../fixtures/images';
import { getFixtures } from '../../fixtures';
import { bannerArt, gameArt, logoArt } from './art';
import { brandPalette, paletteOf, type Palette } from './palette';
import { BANNER_SIZE, placeholderPng } from './placeholder-png';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_LIVED = 'public, max-age=3600';

/** Pictures drawn so far (by path), at most this many kept: the whole catalogue is 10,000+ games. */
const KEPT = 2000;
const drawn = new Map<string, string>();

/** The query parameter of a banner's address that names the brand's accent (`0b7a5c`). */
export const PALETTE_PARAM = 'palette';
const ACCENT_DIGITS = /^[0-9a-f]{6}$/;

/**
 * A banner's address for a brand: with its accent (the default theme's) as `?palette=` when the
 * brand file has a theme, as it is otherwise.
 */
export function brandedArtUrl(url: string, brand: BrandConfig): string {
  const theme = brand.theme;
  const accent = theme?.[theme.defaultTheme].accent.replace('#', '').toLowerCase();
  return accent && ACCENT_DIGITS.test(accent) ? `${url}?${PALETTE_PARAM}=${accent}` : url;
}

/** The picture of a spec; `brand`, when given, colours the banners (the brand's palette). */
export function drawArt(spec: ArtSpec, brand?: Palette): string {
  switch (spec.kind) {
    case 'game':
      return gameArt({ ...spec, palette: paletteOf(spec.vendor || spec.category) });
    case 'banner':
      return bannerArt({ ...spec, palette: brand ?? paletteOf(spec.seed) });
    case 'logo':
      return logoArt(spec.name, paletteOf(spec.seed));
  }
}

/** The spec of a path, building the catalogues that make the addresses when it is not known yet. */
function specOf(path: string): ArtSpec | undefined {
  const known = artSpecOf(path);
  if (known) return known;
  const fixtures = getFixtures();
  void fixtures.games;
  void fixtures.content;
  void fixtures.lottery;
  return artSpecOf(path);
}

export interface CdnAnswer {
  body: string | Uint8Array;
  contentType: string;
  cacheControl: string;
  etag?: string;
}

/**
 * What the CDN answers for `path` (below its base, decoded: `games/PG00001.1a2b3c.svg`) and the
 * address's `palette` parameter (a brand's accent digits; banners only).
 */
export function cdnAnswer(path: string, palette?: string | null): CdnAnswer {
  const spec = /\.svg$/.test(path) ? specOf(path) : undefined;
  if (spec) {
    const accent =
      spec.kind === 'banner' && palette && ACCENT_DIGITS.test(palette) ? palette : undefined;
    const key = accent ? `${path}?${accent}` : path;
    let svg = drawn.get(key);
    if (svg === undefined) {
      svg = drawArt(spec, accent ? brandPalette(`#${accent}`, paletteOf(path)) : undefined);
      if (drawn.size >= KEPT) drawn.delete(drawn.keys().next().value!);
      drawn.set(key, svg);
    }
    const hash = /\.(\w+)\.svg$/.exec(path)?.[1];
    return {
      body: svg,
      contentType: 'image/svg+xml',
      cacheControl: IMMUTABLE,
      etag: hash ? `"${hash}"` : undefined,
    };
  }
  const file = path.split('/').pop() ?? '';
  if (/\.(png|jpe?g|webp)$/i.test(file)) {
    const size = path.startsWith('banners/') ? BANNER_SIZE : undefined;
    return {
      body: placeholderPng(file, size?.width, size?.height),
      contentType: 'image/png',
      cacheControl: SHORT_LIVED,
    };
  }
  const name = file.replace(/\.\w+$/, '') || 'image';
  return {
    body: logoArt(name, paletteOf(name)),
    contentType: 'image/svg+xml',
    cacheControl: SHORT_LIVED,
  };
}
