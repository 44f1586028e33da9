/** Announcement constants (zod-free: the app imports them without the schemas). */
/** Announcement types: banners, player (marquee), popup, promotion, notices (spec 2 §3). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const DEFAULT_ANNOUNCEMENT_TYPES = ANNOUNCEMENT_TYPES.join(',');

/** Popup execution: B before login, A after login, F on the first login. */
export const POPUP_EXECUTIONS = ['B', 'A', 'F'] as const;

/** Banner groups (spec 2 §2 'Banners by path group'; the register group is 'w_reg'). */
export const BANNER_GROUPS = [
  '/',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/elott',
  '/down',
  '/promotions',
  '/pointMall',
  '/help',
  'w_reg',
  '/inhouse',
] as const;

/** Notice modal page size (spec 2 §9). */
export const NOTICE_PAGE_SIZE = 9;
