import { describe, expect, it } from 'vitest';
import { getFixtures } from '../../fixtures';
import { DEPOSIT_CHANNELS } from '../../fixtures/money';
import { bannerArt, escapeXml, gameArt, logoArt, monogram, wrapText } from './art';
import { drawArt } from './cdn';
import { artSpecOf } from '../../fixtures/images';
import { MOTIFS, motifOf } from './motifs';
import { brandPalette, paletteOf } from './palette';

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
const texts = (svg: string) => [...parse(svg).querySelectorAll('text')].map((t) => t.textContent);
const palette = paletteOf('PG');
/** A category of each motif (the lobby's and the banners' names). */
const CATEGORY_OF = Object.fromEntries(
  ['RNG', 'LIVE', 'FISH', 'LOTT', 'SPORTS', 'PVP', 'ESPORTS', '/promotions'].map((c) => [
    motifOf(c),
    c,
  ]),
);

describe('offline art', () => {
  it('draws the same bytes for the same input, and another picture for another title', () => {
    const input = { title: 'Dragon Gold', vendor: 'PG', category: 'RNG', palette };
    expect(gameArt(input)).toBe(gameArt({ ...input }));
    expect(gameArt({ ...input, title: 'Dragon Silver' })).not.toBe(gameArt(input));
    const banner = { title: 'Weekend Jackpot', kicker: 'Slots', category: '/rng', palette };
    expect(bannerArt(banner)).toBe(bannerArt({ ...banner }));
    expect(logoArt('GCash', palette)).toBe(logoArt('GCash', paletteOf('PG')));
  });

  it('renders every motif as well-formed SVG without text, each its own drawing', () => {
    expect(Object.keys(CATEGORY_OF).sort()).toEqual([...MOTIFS].sort());
    const drawings = MOTIFS.map((motif) => {
      const svg = gameArt({
        title: 'Lucky',
        vendor: 'JILI',
        category: CATEGORY_OF[motif]!,
        palette,
      });
      expect(parse(svg).querySelector('parsererror'), motif).toBeNull();
      // The cards name the game beside its tile; text in the picture is layout work on the page.
      expect(texts(svg)).toEqual([]);
      return svg;
    });
    expect(new Set(drawings).size).toBe(MOTIFS.length);
  });

  it('keeps a hostile title inside the text: no element, attribute or broken document from it', () => {
    const hostile = `</text><script>alert(1)</script>"' onload="x" &amp; \u0001\ud800`;
    for (const svg of [
      gameArt({ title: hostile, vendor: '<img>', category: 'RNG', palette }),
      bannerArt({ title: hostile, kicker: '"><script>', category: '/', palette }),
      logoArt('<svg onload=alert(1)>', palette),
    ]) {
      const doc = parse(svg);
      expect(doc.querySelector('parsererror')).toBeNull();
      expect(doc.querySelectorAll('script, img, [onload]')).toHaveLength(0);
      expect(svg.includes('\u0001') || svg.includes('\ud800')).toBe(false);
    }
    const shown = texts(bannerArt({ title: `A<&>"'B`, kicker: 'x', category: '/', palette }));
    expect(shown).toContain(`A<&>"'B`);
    expect(escapeXml(`<a href="x">&'`)).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;');
  });

  it('fits long titles in two lines, ellipsised past them, and marks names by their short name', () => {
    expect(wrapText('Fortune Tiger Megaways Deluxe Edition', 14, 2)).toEqual([
      'Fortune Tiger',
      'Megaways…',
    ]);
    expect(monogram('GCash')).toBe('GCash');
    expect(monogram('BDO bank transfer')).toBe('BDO');
    expect(monogram('Pragmatic Play Live')).toBe('PPL');
    expect(monogram('***')).toBe('?');
  });

  it("takes a brand's accent for the palette, and the fallback when there is none", () => {
    const fallback = paletteOf('home');
    expect(brandPalette('#0a8f6a', fallback)).not.toEqual(fallback);
    expect(brandPalette('#0a8f6a', fallback)).toEqual(brandPalette('#0A8F6A', fallback));
    expect(brandPalette('teal', fallback)).toBe(fallback);
    expect(brandPalette(undefined, fallback)).toBe(fallback);
  });

  it('keeps every picture of the fixtures under 4 KB', () => {
    const { games, content } = getFixtures();
    const urls = [
      ...games.games.slice(0, 300).flatMap((g) => [g.iconUrl, g.defaultIcon]),
      ...content.banners.map((b) => b.url),
      ...games.lanes.flatMap((l) => l.cards.map((c) => c.lagerIcon!)),
      ...DEPOSIT_CHANNELS.map((c) => c.logoUrl),
    ];
    for (const url of urls) {
      const spec = artSpecOf(decodeURIComponent(url.replace(/^\/cdn-[ab]\//, '')));
      expect(spec, url).toBeDefined();
      expect(new TextEncoder().encode(drawArt(spec!)).length, url).toBeLessThan(4096);
    }
  });
});
