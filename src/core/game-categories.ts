import {
  ESPORTS_VENDORS,
  GAME_CATEGORIES,
  type GameCategory,
} from '@/api/contract/start-constants';
// Types only: the schema modules carry zod, which the home page must not load.
import type { VendorCard, VendorLane } from '@/api/contract/games';

/** One entry of the side bar's game navigation: a category and its vendors (spec 2 §2). */
export interface SideCategory {
  code: GameCategory;
  gameClassify: string | null;
  vendors: VendorCard[];
}

/** Categories whose entry starts their first game directly (spec 1 §4 Left bar). */
export const LOTTERY_CATEGORIES: readonly GameCategory[] = ['ELOTT', 'LOTT'];

/** The page of each category (spec 1 §2.2, spec 2 §2). */
export const CATEGORY_PATHS: Record<GameCategory, string> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/** Query parameter of a category page that carries the vendor filter. */
export const VENDOR_QUERY = 'vendor';

const ESPORTS = new Set<string>(ESPORTS_VENDORS);
const isCategory = (code: string): code is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(code);

/**
 * The side bar's categories from the vendors answer (`value.data.lanes`): SPORTS vendors whose
 * vassalage is an esports code form ESPORTS; only categories that have vendors, in the server's
 * order ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS. Lanes of unknown categories are left
 * out (no page to send them to).
 */
export function buildCategories(lanes: readonly VendorLane[]): SideCategory[] {
  const byCode = new Map<GameCategory, SideCategory>();
  for (const lane of lanes) {
    const title = lane.title.trim().toUpperCase();
    if (!isCategory(title)) continue;
    for (const card of lane.cards) {
      const code: GameCategory =
        title === 'SPORTS' && ESPORTS.has(card.vassalage.toUpperCase()) ? 'ESPORTS' : title;
      let entry = byCode.get(code);
      if (!entry) {
        entry = { code, gameClassify: lane.gameClassify ?? null, vendors: [] };
        byCode.set(code, entry);
      }
      entry.vendors.push(card);
    }
  }
  return GAME_CATEGORIES.flatMap((code) => {
    const entry = byCode.get(code);
    return entry && entry.vendors.length ? [entry] : [];
  });
}

/** The category page, filtered by a vendor when one is given. */
export function categoryHref(code: GameCategory, vendor?: string | null): string {
  const path = CATEGORY_PATHS[code];
  return vendor ? `${path}?${VENDOR_QUERY}=${encodeURIComponent(vendor)}` : path;
}

/**
 * An image address from the server: absolute (`https://`, `//`) and root-relative (`/cdn-a/...`)
 * addresses are used as they are; a bare relative one is put under the image CDN base.
 */
export function imageUrl(src: string | null | undefined, cdn: string | null): string | null {
  if (!src) return null;
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(src)) return src;
  if (!cdn) return `/${src}`;
  return `${cdn.replace(/\/+$/, '')}/${src.replace(/^\.?\/+/, '')}`;
}

/** The vendors of all categories once each (first display name wins), for the providers strip. */
export function providersOf(categories: readonly SideCategory[]): VendorCard[] {
  const seen = new Set<string>();
  const out: VendorCard[] = [];
  for (const category of categories) {
    for (const vendor of category.vendors) {
      if (seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      out.push(vendor);
    }
  }
  return out;
}
