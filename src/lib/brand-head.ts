/**
 * The brand in the page's head (issue 26): what a host that serves index.html puts between
 * `<!--brand:head-->` and `<!--/brand:head-->` so that the first paint is already the brand's
 * (title, favicon, app icon, browser bar colour and the theme's tokens), and the web app manifest
 * the same host answers. The mock's hosts (`npm start`, `npm run preview`, `npm run mock:server`,
 * the feature tests) do it with the brand file the mock serves; a real deployment does it when it
 * renders or deploys index.html (README, "A brand is configuration"). Nothing here is on the home
 * route: the app only takes the result off the page (`BRAND_STYLE_ID`), or loads `applyBrand`
 * lazily where no host did.
 */
import type { BrandConfig } from '../api/contract/system';
import { brandCss } from './brand-theme';

import { BRAND_CSS_KEY, BRAND_STYLE_ID, BRAND_THEME_KEY } from './brand-keys';

export { BRAND_CSS_KEY, BRAND_STYLE_ID, BRAND_THEME_KEY };

const BLOCK = /<!--brand:head-->[\s\S]*?<!--\/brand:head-->/;

const escape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** The head's brand block of a brand file (without the markers). */
export function brandHead(brand: BrandConfig): string {
  const parts: string[] = [];
  const theme = brand.theme;
  if (theme) parts.push(`<meta name="theme-color" content="${escape(theme.light.accent)}" />`);
  if (brand.favicon) parts.push(`<link rel="icon" href="${escape(brand.favicon)}" />`);
  if (brand.appIcon) parts.push(`<link rel="apple-touch-icon" href="${escape(brand.appIcon)}" />`);
  if (brand.displayName) parts.push(`<title>${escape(brand.displayName)}</title>`);
  if (theme)
    parts.push(
      `<style id="${BRAND_STYLE_ID}" data-default-theme="${theme.defaultTheme}">${brandCss(theme).replaceAll('<', '')}</style>`,
    );
  return parts.join('\n    ');
}

/** index.html with its brand block replaced by the brand's (unchanged without the markers). */
export const brandedPage = (html: string, brand: BrandConfig): string =>
  html.replace(BLOCK, () => `<!--brand:head-->${brandHead(brand)}<!--/brand:head-->`);

/** The build's web app manifest with the brand's name, colours and icon. */
export function brandedManifest(manifest: string, brand: BrandConfig): string {
  const json = JSON.parse(manifest) as Record<string, unknown>;
  if (brand.displayName) {
    json.name = brand.displayName;
    json.short_name = brand.displayName.split(/\s+/)[0];
  }
  if (brand.theme) {
    const tokens = brand.theme[brand.theme.defaultTheme];
    json.theme_color = tokens.accent;
    json.background_color = tokens.bg;
  }
  const icons = Array.isArray(json.icons) ? (json.icons as { src?: unknown }[]) : [];
  // The build's own icon set (every size, the maskable one) stays when the brand's icon is in it.
  if (brand.appIcon && !icons.some((icon) => icon.src === brand.appIcon)) {
    const type = brand.appIcon.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
    const sizes = type === 'image/png' ? '512x512' : 'any';
    json.icons = [{ src: brand.appIcon, sizes, type, purpose: 'any' }];
  }
  return JSON.stringify(json);
}

/**
 * Where no host put the brand into the page (a static build on a plain file server, the demo's
 * service worker): the app puts the brand's tokens, title and favicon in itself, and keeps them for
 * the early script to apply before the next visit's first paint.
 */
export function applyBrand(
  doc: Document,
  brand: BrandConfig,
  keep: (key: string, value: string) => void,
) {
  const theme = brand.theme;
  if (!theme) return;
  let style = doc.getElementById(BRAND_STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = BRAND_STYLE_ID;
    doc.head.appendChild(style);
  }
  style.textContent = brandCss(theme);
  style.dataset.defaultTheme = theme.defaultTheme;
  delete style.dataset.cached;
  if (brand.displayName) doc.title = brand.displayName;
  const icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && brand.favicon) {
    icon.href = brand.favicon;
    icon.removeAttribute('type');
  }
  keep(BRAND_CSS_KEY, style.textContent);
  keep(BRAND_THEME_KEY, theme.defaultTheme);
}
