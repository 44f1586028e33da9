/**
 * The offline image CDN (issue 26): any path under a CDN base answers a picture. Addresses the
 * fixtures made (`fixtures/images.ts`: game tiles, banners, vendor and payment logos) answer their
 * art, drawn on the first request and kept; their names carry a content hash, so they are cached
 * for good. Other names answer a placeholder: a PNG for raster names, a labelled logo otherwise.
 */
import { artSpecOf, type ArtSpec } from '../../fixtures/images';
import { getFixtures } from '../../fixtures';
import { bannerArt, gameArt, logoArt } from './art';
import { paletteOf, type Palette } from './palette';
import { BANNER_SIZE, placeholderPng } from './placeholder-png';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_LIVED = 'public, max-age=3600';

/** Pictures drawn so far (by path), at most this many kept: the whole catalogue is 10,000+ games. */
const KEPT = 2000;
const drawn = new Map<string, string>();

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

/** What the CDN answers for `path` (below its base, decoded: `games/PG00001.1a2b3c.svg`). */
export function cdnAnswer(path: string): CdnAnswer {
  const spec = /\.svg$/.test(path) ? specOf(path) : undefined;
  if (spec) {
    let svg = drawn.get(path);
    if (svg === undefined) {
      svg = drawArt(spec);
      if (drawn.size >= KEPT) drawn.delete(drawn.keys().next().value!);
      drawn.set(path, svg);
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
