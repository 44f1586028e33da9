/**
 * A brand's look as CSS (issue 26): the brand file's theme tokens become the stylesheet's custom
 * properties, each text colour made readable on the backgrounds it is drawn on (WCAG 2.1 AA).
 * Used by the hosts that serve index.html (they put the CSS into the page's head before the first
 * paint), by `npm run brand:check`, and by the app when no host did (a lazy chunk).
 */
import type { BrandTheme, ThemeTokens } from '../api/contract/system';
import { AA_CONTRAST, contrastRatio, parseHex, type Rgb } from './contrast';

/** WCAG AA for large text and user-interface parts (focus ring, accent marks). */
export const AA_UI_CONTRAST = 3;

/**
 * The portal's own fallback font, after the brand's families: one glyph the spec's texts use and
 * many system fonts lack (the required-field mark '＊', U+FF0A), loaded only where it shows.
 */
export const MARKS_FONT = 'Portal Marks';

/** A foreground token, the backgrounds it is drawn on and the contrast it needs there. */
export interface TokenPair {
  fg: keyof ThemeTokens;
  bg: (keyof ThemeTokens)[];
  min: number;
}

/** Every pair the portal draws (text on backgrounds at 4.5:1, focus ring and accent marks at 3:1). */
export const TOKEN_PAIRS: TokenPair[] = [
  { fg: 'text', bg: ['bg', 'surface'], min: AA_CONTRAST },
  { fg: 'muted', bg: ['bg', 'surface'], min: AA_CONTRAST },
  { fg: 'accentText', bg: ['accent'], min: AA_CONTRAST },
  { fg: 'success', bg: ['bg', 'surface'], min: AA_CONTRAST },
  { fg: 'warning', bg: ['bg', 'surface'], min: AA_CONTRAST },
  { fg: 'danger', bg: ['bg', 'surface'], min: AA_CONTRAST },
  { fg: 'focus', bg: ['bg', 'surface'], min: AA_UI_CONTRAST },
  { fg: 'accent', bg: ['bg', 'surface'], min: AA_UI_CONTRAST },
];

/**
 * The tints small text is drawn on (badges, highlighted rows): a status token mixed into the
 * surface as CSS `color-mix(in srgb, <of> <amount>%, var(--surface))` would, written out as
 * custom properties (`--danger-tint`...) that the stylesheets use.
 */
export const TINTS = {
  dangerTint: { of: 'danger', amount: 0.1 },
  successTint: { of: 'success', amount: 0.1 },
  warningTint: { of: 'warning', amount: 0.2 },
} as const satisfies Record<string, { of: keyof ThemeTokens; amount: number }>;

/** The small text on a tint or a status fill (badges, chips, a highlighted row), at 4.5:1. */
export const BADGE_PAIRS = [
  { fg: 'danger', bg: 'dangerTint' }, // the lottery's Closed badge
  { fg: 'success', bg: 'successTint' }, // the lottery's New badge
  { fg: 'text', bg: 'warningTint' }, // the player's own row of a mission's ranking
  { fg: 'text', bg: 'border' }, // the lottery's muted badge
  { fg: 'surface', bg: 'warning' }, // a game card's badge
  { fg: 'surface', bg: 'danger' }, // a vendor lane's Hot tag
] as const;

type Tint = keyof typeof TINTS;
type Badge = (typeof BADGE_PAIRS)[number];
/** The text drawn on a badge's background: `onDangerTint` (`--on-danger-tint`)... */
type Ink = `on${Capitalize<Badge['bg']>}`;
const inkOf = (bg: Badge['bg']) => `on${bg[0]!.toUpperCase()}${bg.slice(1)}` as Ink;

/** A brand's tokens as drawn: readable, with the tints and the inks on badges. */
export type DrawnTokens = ThemeTokens & Record<Tint | Ink | 'accentInk', string>;

/** A pair under its minimum, as `brand:check` reports it. */
export interface ContrastFailure {
  theme: 'light' | 'dark';
  fg: keyof DrawnTokens;
  bg: keyof DrawnTokens;
  ratio: number;
  min: number;
  /** The colour the portal draws instead. */
  derived: string;
}

const hex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((c, i) => c + (b[i]! - c) * t) as Rgb;
const worst = (fg: Rgb, bgs: Rgb[]) => Math.min(...bgs.map((bg) => contrastRatio(fg, bg)));

/**
 * The colour closest to `fg` (mixed towards black or white, whichever reaches further) that reads
 * at `min` on every one of `bgs`; `fg` itself when it already does.
 */
export function readableOn(fg: string, bgs: string[], min: number): string {
  const colour = parseHex(fg);
  const backs = bgs.map(parseHex).filter((c): c is Rgb => c !== null);
  if (!colour || backs.length === 0 || worst(colour, backs) >= min) return fg;
  const ends: Rgb[] = [
    [0, 0, 0],
    [255, 255, 255],
  ];
  const end = ends.reduce((a, b) => (worst(b, backs) > worst(a, backs) ? b : a));
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(colour, end, step / 20);
    if (worst(candidate, backs) >= min) return hex(candidate);
  }
  return hex(end);
}

/** The pairs of a theme under their minimum, each with the colour drawn instead. */
export function themeFailures(tokens: ThemeTokens, theme: 'light' | 'dark'): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const { fg, bg, min } of TOKEN_PAIRS) {
    const derived = readableOn(
      tokens[fg],
      bg.map((b) => tokens[b]),
      min,
    );
    for (const back of bg) {
      const ratio = contrastRatio(parseHex(tokens[fg])!, parseHex(tokens[back])!);
      if (ratio < min) failures.push({ theme, fg, bg: back, ratio, min, derived });
    }
  }
  const drawn = readableTokens(tokens);
  const chosen = { ...tokens, ...tintsOf(tokens) };
  for (const { fg, bg } of BADGE_PAIRS) {
    const ratio = contrastRatio(parseHex(chosen[fg])!, parseHex(chosen[bg])!);
    const derived = drawn[inkOf(bg)];
    if (ratio < AA_CONTRAST) failures.push({ theme, fg, bg, ratio, min: AA_CONTRAST, derived });
  }
  return failures;
}

/** Every failing pair of both themes. */
export const brandFailures = (theme: BrandTheme): ContrastFailure[] => [
  ...themeFailures(theme.light, 'light'),
  ...themeFailures(theme.dark, 'dark'),
];

/**
 * The tokens as drawn: each foreground readable on its backgrounds, `accentInk`, the accent as
 * text on the page (links, marks), readable at 4.5:1 there, the tints, and each badge's ink (its
 * text colour, derived from the token when that fails on the badge's background).
 */
export function readableTokens(tokens: ThemeTokens): DrawnTokens {
  const readable = { ...tokens };
  for (const { fg, bg, min } of TOKEN_PAIRS)
    readable[fg] = readableOn(
      tokens[fg],
      bg.map((b) => tokens[b]),
      min,
    );
  const withTints = { ...readable, ...tintsOf(readable) };
  const inks = BADGE_PAIRS.map(({ fg, bg }) => [
    inkOf(bg),
    readableOn(withTints[fg], [withTints[bg]], AA_CONTRAST),
  ]);
  return {
    ...withTints,
    accentInk: readableOn(tokens.accent, [tokens.bg, tokens.surface], AA_CONTRAST),
    ...(Object.fromEntries(inks) as Record<Ink, string>),
  };
}

/** The tints of a theme's tokens (mixed in sRGB, as CSS `color-mix(in srgb, ...)`). */
function tintsOf(tokens: ThemeTokens): Record<Tint, string> {
  const surface = parseHex(tokens.surface) ?? [255, 255, 255];
  const entries = Object.entries(TINTS).map(([name, { of, amount }]) => {
    const colour = parseHex(tokens[of]) ?? surface;
    return [name, hex(mix(surface, colour, amount))];
  });
  return Object.fromEntries(entries) as Record<Tint, string>;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const declarations = (tokens: ThemeTokens) =>
  Object.entries(readableTokens(tokens))
    .map(([name, value]) => `--${kebab(name)}:${value};`)
    .join('');

/** Strips what could end a CSS value or the style element (the brand file is the operator's). */
const cssValue = (value: string) => value.replace(/[;{}<>\\]/g, '');

/**
 * The brand's look as the stylesheet's custom properties, for a `<style>` in the page's head;
 * `:root:root` outranks the stylesheet's own defaults (`:root`), which come later in the page.
 */
export function brandCss(theme: BrandTheme): string {
  const font = `${cssValue(theme.fontStack)},'${MARKS_FONT}'`;
  return (
    `:root:root{${declarations(theme.light)}--radius:${cssValue(theme.radius)};--font:${font}}` +
    `:root:root[data-theme='dark']{${declarations(theme.dark)}}`
  );
}
