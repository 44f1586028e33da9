/**
 * Colours the server picks for a label (text on background) kept readable: WCAG 2.1 AA asks for a
 * contrast ratio of 4.5:1 for normal text. A pair below it keeps its background and gets black or
 * white text, whichever reads better; a colour that is not a hex colour is left to the stylesheet.
 */

/** The AA minimum for normal text. */
export const AA_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour's red, green and blue, 0-255. */
export type Rgb = [number, number, number];

/** [r, g, b] 0-255 of '#rgb' or '#rrggbb'; null for anything else. */
export function parseHex(colour: string | null | undefined): Rgb | null {
  const match = colour ? HEX.exec(colour.trim()) : null;
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** WCAG relative luminance of a colour. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The label's text and background colours, readable (undefined: the stylesheet's own). */
export function readableColours(
  text: string | null | undefined,
  background: string | null | undefined,
): { color?: string; background?: string } {
  const bg = parseHex(background);
  if (!bg) return {};
  const fg = parseHex(text);
  if (fg && contrastRatio(fg, bg) >= AA_CONTRAST) return { color: text!, background: background! };
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  return {
    color: contrastRatio(black, bg) >= contrastRatio(white, bg) ? '#000000' : '#ffffff',
    background: background!,
  };
}
