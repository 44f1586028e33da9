// Relative imports: the build's early start (src/app/early-start-config.ts) reads this file too.
import type { Banner } from '../../api/contract/notices';
import { BANNER_GROUPS, DEFAULT_ANNOUNCEMENT_TYPES } from '../../api/contract/start-constants';

export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Banner autoplay interval (spec 1 §9). */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * The announcements call of the start (spec 2 §3): every type, platform W, the visitor's popups
 * (execution B). index.html's early script sends the same request (src/app/early-start.ts).
 */
export const START_ANNOUNCEMENTS = {
  types: DEFAULT_ANNOUNCEMENT_TYPES,
  platform: 'W',
  execution: 'B',
} as const;

/** Paths that show the home page (spec 1 §2.2). */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'];
/** The register page uses group w_reg (spec 1 §2.3). */
export const REGISTER_PATHS = ['/register', '/register.html'];

/**
 * The banner group of a route (spec 1 §2.3, spec 2 §2): the home paths share '/', the register
 * page uses 'w_reg', the other groups are their own path; any other path has no group.
 */
export function bannerGroupOf(pathname: string): BannerGroup | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  if (HOME_PATHS.includes(path)) return '/';
  if (REGISTER_PATHS.includes(path)) return 'w_reg';
  return (BANNER_GROUPS as readonly string[]).includes(path) && path !== 'w_reg'
    ? (path as BannerGroup)
    : null;
}

/** The banners of one group only, in their server sort order. */
export function bannersOfGroup(banners: readonly Banner[], group: BannerGroup | null): Banner[] {
  if (group === null) return [];
  return banners
    .map((banner, position) => ({ banner, position }))
    .filter(({ banner }) => banner.groupName === group)
    .sort(
      (a, b) =>
        (a.banner.sort ?? Infinity) - (b.banner.sort ?? Infinity) || a.position - b.position,
    )
    .map(({ banner }) => banner);
}

/**
 * An image address from the server: absolute (scheme, protocol-relative, root, data) as it is;
 * a relative one under the session's image CDN base when there is one.
 */
export function imageUrl(url: string, cdn: string | null): string {
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(url) || !cdn) return url;
  return `${cdn.replace(/\/+$/, '')}/${url.replace(/^\.?\/+/, '')}`;
}

/** What clicking a banner does, from its linkage (null: the banner is not clickable). */
export type BannerAction =
  | { kind: 'url'; href: string }
  | { kind: 'promotion'; to: string }
  | { kind: 'game'; nodeId: string }
  | null;

export function bannerAction(banner: Banner): BannerAction {
  const linkage = banner.linkage?.trim();
  if (!banner.linkageType || !linkage) return null;
  switch (banner.linkageType) {
    case 'URL':
      // Never a script address, whatever the server sends.
      return /^\s*(javascript|data|vbscript):/i.test(linkage)
        ? null
        : { kind: 'url', href: linkage };
    case 'P':
      return { kind: 'promotion', to: `/promoDetail?id=${encodeURIComponent(linkage)}` };
    case 'G':
      return { kind: 'game', nodeId: linkage };
    default:
      return null;
  }
}
