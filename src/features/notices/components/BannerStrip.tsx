/**
 * Banner slot of a route (spec 1 §2.3). The banners themselves (groups by path, slider,
 * autoplay, linkage) arrive with the shell issue; with no banners there is no strip.
 */
export function BannerStrip() {
  return null;
}
