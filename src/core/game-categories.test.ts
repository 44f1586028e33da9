import { describe, expect, it } from 'vitest';
import type { VendorCard, VendorLane } from '@/api/contract/games';
import { buildCategories, categoryHref, imageUrl, providersOf } from './game-categories';

const card = (vassalage: string, extra: Partial<VendorCard> = {}): VendorCard => ({
  vassalage,
  displayName: `${vassalage} name`,
  gameType: 'X',
  isHot: 0,
  ...extra,
});
const lane = (title: string, ...vendors: string[]): VendorLane => ({
  title,
  gameClassify: null,
  cards: vendors.map((v) => card(v)),
});

describe('side bar categories from the vendor lanes', () => {
  it('moves SPORTS vendors of the esports list (AV, AI, IMES, TF, IA) into ESPORTS', () => {
    const result = buildCategories([
      lane('SPORTS', 'SBO', 'AV', 'SABA', 'AI', 'IMES', 'TF', 'IA', 'CMD'),
    ]);
    expect(result.map((c) => [c.code, c.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['SBO', 'SABA', 'CMD']],
      ['ESPORTS', ['AV', 'AI', 'IMES', 'TF', 'IA']],
    ]);
  });

  it('only SPORTS vendors are split: an esports code in another lane stays there', () => {
    const result = buildCategories([lane('RNG', 'AV', 'PG')]);
    expect(result.map((c) => c.code)).toEqual(['RNG']);
    expect(result[0]!.vendors.map((v) => v.vassalage)).toEqual(['AV', 'PG']);
  });

  it('keeps the server order ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS whatever the lane order', () => {
    const result = buildCategories([
      lane('PVP', 'KY'),
      lane('RNG', 'PG'),
      lane('SPORTS', 'TF', 'SBO'),
      lane('FISH', 'JILI'),
      lane('LIVE', 'EVO'),
      lane('LOTT', 'TCG'),
      lane('ELOTT', 'TCG'),
    ]);
    expect(result.map((c) => c.code)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
  });

  it('leaves out categories without vendors', () => {
    const result = buildCategories([lane('LIVE'), lane('RNG', 'PG'), lane('SPORTS', 'SBO')]);
    expect(result.map((c) => c.code)).toEqual(['SPORTS', 'RNG']);
  });

  it('has no SPORTS entry when all its vendors are esports ones, and no ESPORTS without them', () => {
    expect(buildCategories([lane('SPORTS', 'AV', 'IA')]).map((c) => c.code)).toEqual(['ESPORTS']);
    expect(buildCategories([lane('SPORTS', 'SBO')]).map((c) => c.code)).toEqual(['SPORTS']);
  });

  it('merges an ESPORTS lane of the server with the esports vendors taken from SPORTS', () => {
    const result = buildCategories([lane('ESPORTS', 'XE'), lane('SPORTS', 'SBO', 'IMES')]);
    expect(result.find((c) => c.code === 'ESPORTS')!.vendors.map((v) => v.vassalage)).toEqual([
      'XE',
      'IMES',
    ]);
  });

  it('ignores lanes of unknown categories and reads titles case-insensitively', () => {
    const result = buildCategories([lane('INHOUSE', 'X1'), lane('rng', 'PG')]);
    expect(result.map((c) => c.code)).toEqual(['RNG']);
  });

  it('has no categories for no lanes', () => {
    expect(buildCategories([])).toEqual([]);
  });
});

describe('category pages', () => {
  it('maps every category to its route, with the vendor filter in the query', () => {
    expect(categoryHref('RNG')).toBe('/rng');
    expect(categoryHref('ESPORTS')).toBe('/esports');
    expect(categoryHref('ELOTT')).toBe('/elott');
    expect(categoryHref('LOTT')).toBe('/lottery');
    expect(categoryHref('FISH', 'JILI')).toBe('/fish?vendor=JILI');
    expect(categoryHref('PVP', 'A&B')).toBe('/pvp?vendor=A%26B');
  });
});

describe('image addresses', () => {
  it('puts a bare relative address under the image CDN', () => {
    expect(imageUrl('vendors/PG.png', '/cdn-b')).toBe('/cdn-b/vendors/PG.png');
    expect(imageUrl('./vendors/PG.png', 'https://img.example.com/')).toBe(
      'https://img.example.com/vendors/PG.png',
    );
  });

  it('keeps absolute and root-relative addresses', () => {
    expect(imageUrl('/cdn-a/vendors/PG.png', '/cdn-b')).toBe('/cdn-a/vendors/PG.png');
    expect(imageUrl('https://x.example.com/a.png', '/cdn-b')).toBe('https://x.example.com/a.png');
    expect(imageUrl('//x.example.com/a.png', '/cdn-b')).toBe('//x.example.com/a.png');
  });

  it('is null without an address, and root-relative without a CDN', () => {
    expect(imageUrl(null, '/cdn-a')).toBeNull();
    expect(imageUrl('', '/cdn-a')).toBeNull();
    expect(imageUrl('a.png', null)).toBe('/a.png');
  });
});

describe('providers strip', () => {
  it('lists each vendor once, in category order', () => {
    const providers = providersOf(
      buildCategories([lane('RNG', 'PG', 'JILI'), lane('FISH', 'JILI', 'KA')]),
    );
    expect(providers.map((p) => p.vassalage)).toEqual(['JILI', 'KA', 'PG']);
  });
});
