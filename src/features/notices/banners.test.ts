import { describe, expect, it } from 'vitest';
import type { Banner } from '@/api/contract/notices';
import { bannerAction, bannerGroupOf, bannersOfGroup, imageUrl } from './banners';

const banner = (over: Partial<Banner>): Banner => ({
  bannerId: 1,
  groupName: '/',
  url: '/cdn-a/b.png',
  ...over,
});

describe('bannerGroupOf (spec 1 §2.3)', () => {
  it.each([
    ['/', '/'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/home', '/'],
    ['/rng', '/rng'],
    ['/live', '/live'],
    ['/fish', '/fish'],
    ['/pvp', '/pvp'],
    ['/sports', '/sports'],
    ['/esports', '/esports'],
    ['/elott', '/elott'],
    ['/down', '/down'],
    ['/promotions', '/promotions'],
    ['/pointMall', '/pointMall'],
    ['/help', '/help'],
    ['/inhouse', '/inhouse'],
    ['/register', 'w_reg'],
    ['/register.html', 'w_reg'],
    ['/rng/', '/rng'],
  ])('%s uses group %s', (path, group) => {
    expect(bannerGroupOf(path)).toBe(group);
  });

  it.each([
    '/lottery',
    '/vnlottery',
    '/seamless',
    '/game',
    '/helpmc',
    '/pointmall',
    'w_reg',
    '/w_reg',
    '/promoDetail',
  ])('%s has no banner group', (path) => {
    expect(bannerGroupOf(path)).toBeNull();
  });
});

describe('bannersOfGroup', () => {
  const all = [
    banner({ bannerId: 1, groupName: '/', sort: 2 }),
    banner({ bannerId: 2, groupName: '/rng', sort: 1 }),
    banner({ bannerId: 3, groupName: '/', sort: 1 }),
    banner({ bannerId: 4, groupName: 'w_reg' }),
    banner({ bannerId: 5, groupName: '/', sort: null }),
  ];

  it('keeps only the group, in sort order (unsorted last, in server order)', () => {
    expect(bannersOfGroup(all, '/').map((b) => b.bannerId)).toEqual([3, 1, 5]);
    expect(bannersOfGroup(all, 'w_reg').map((b) => b.bannerId)).toEqual([4]);
    expect(bannersOfGroup(all, '/inhouse')).toEqual([]);
    expect(bannersOfGroup(all, null)).toEqual([]);
  });
});

describe('imageUrl', () => {
  it('keeps absolute, root and data addresses', () => {
    expect(imageUrl('https://img.example.com/a.png', '/cdn-b')).toBe(
      'https://img.example.com/a.png',
    );
    expect(imageUrl('//img.example.com/a.png', '/cdn-b')).toBe('//img.example.com/a.png');
    expect(imageUrl('/cdn-a/a.png', '/cdn-b')).toBe('/cdn-a/a.png');
    expect(imageUrl('data:image/png;base64,AA', '/cdn-b')).toBe('data:image/png;base64,AA');
  });

  it('puts a relative address under the image CDN', () => {
    expect(imageUrl('banners/a.png', '/cdn-b')).toBe('/cdn-b/banners/a.png');
    expect(imageUrl('./banners/a.png', 'https://cdn.example.com/')).toBe(
      'https://cdn.example.com/banners/a.png',
    );
    expect(imageUrl('banners/a.png', null)).toBe('banners/a.png');
  });
});

describe('bannerAction (linkage)', () => {
  it('follows URL, promotion and game linkages', () => {
    expect(bannerAction(banner({ linkageType: 'URL', linkage: 'https://x.example.com' }))).toEqual({
      kind: 'url',
      href: 'https://x.example.com',
    });
    expect(bannerAction(banner({ linkageType: 'P', linkage: 'PRM 1' }))).toEqual({
      kind: 'promotion',
      to: '/promoDetail?id=PRM%201',
    });
    expect(bannerAction(banner({ linkageType: 'G', linkage: '100001' }))).toEqual({
      kind: 'game',
      nodeId: '100001',
    });
  });

  it('is not clickable without a linkage type or target, or with a script address', () => {
    expect(bannerAction(banner({ linkageType: null, linkage: '/x' }))).toBeNull();
    expect(bannerAction(banner({ linkageType: 'URL', linkage: '  ' }))).toBeNull();
    expect(bannerAction(banner({ linkageType: 'URL', linkage: 'javascript:alert(1)' }))).toBeNull();
    expect(
      bannerAction(banner({ linkageType: 'URL', linkage: ' JavaScript:alert(1)' })),
    ).toBeNull();
  });
});
