/** Layout parts a route shows (spec 1 §2.2). */
export interface LayoutParts {
  header: boolean;
  banner: boolean;
  footer: boolean;
  sideMenu: boolean;
  widget: boolean;
}

export type SectionName =
  | 'index'
  | 'egame'
  | 'elott'
  | 'lottery'
  | 'vnlottery'
  | 'pointMall'
  | 'promo'
  | 'promoDetail'
  | 'seamless'
  | 'download'
  | 'byIframe'
  | 'register'
  | 'helpmc'
  | 'help'
  | 'login';

export interface RouteEntry {
  paths: readonly string[];
  section: SectionName;
  parts: LayoutParts;
}

const parts = (...on: (keyof LayoutParts)[]): LayoutParts => ({
  header: on.includes('header'),
  banner: on.includes('banner'),
  footer: on.includes('footer'),
  sideMenu: on.includes('sideMenu'),
  widget: on.includes('widget'),
});

/** The route table of spec 1 §2.2 (history mode). */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    paths: ['/', '/index', '/index.html', '/home'],
    section: 'index',
    parts: parts('header', 'banner', 'footer', 'sideMenu', 'widget'),
  },
  { paths: ['/register', '/register.html'], section: 'register', parts: parts('header', 'banner') },
  { paths: ['/pointMall'], section: 'pointMall', parts: parts('header', 'banner', 'footer') },
  { paths: ['/lottery'], section: 'lottery', parts: parts('header') },
  { paths: ['/vnlottery'], section: 'vnlottery', parts: parts('header', 'sideMenu') },
  { paths: ['/elott'], section: 'elott', parts: parts('header', 'banner', 'footer', 'sideMenu') },
  {
    paths: ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/inhouse'],
    section: 'egame',
    parts: parts('header', 'banner', 'footer', 'sideMenu'),
  },
  { paths: ['/promotions'], section: 'promo', parts: parts('header', 'footer', 'sideMenu') },
  { paths: ['/promoDetail'], section: 'promoDetail', parts: parts('header', 'footer', 'sideMenu') },
  { paths: ['/seamless'], section: 'seamless', parts: parts('header', 'sideMenu') },
  { paths: ['/helpmc'], section: 'helpmc', parts: parts() },
  { paths: ['/help'], section: 'help', parts: parts('header', 'banner', 'footer') },
  { paths: ['/down'], section: 'download', parts: parts('header', 'banner', 'footer', 'sideMenu') },
  { paths: ['/game'], section: 'byIframe', parts: parts('header') },
  { paths: ['/login'], section: 'login', parts: parts('header') },
];

/** Routes open to visitors when the brand's loginedToHomePage guard is on (spec 1 §2.2). */
export const GUARD_OPEN_PATHS = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
] as const;

/** True when the guard sends this path to /login. */
export function guardRedirects(path: string, guardOn: boolean, hasToken: boolean): boolean {
  return guardOn && !hasToken && !(GUARD_OPEN_PATHS as readonly string[]).includes(path);
}

/** Side bar starts collapsed on these routes (spec 1 §2.5). */
export const COLLAPSED_SIDE_MENU_PATHS = ['/seamless', '/vnlottery'] as const;

/** Section load timeout (spec 1 §9). */
export const SECTION_LOAD_TIMEOUT_MS = 120_000;
