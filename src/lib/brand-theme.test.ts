import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import lucky from '../../fixtures/brands/lucky.json' with { type: 'json' };
import jade from '../../fixtures/brands/jade.json' with { type: 'json' };
import { BrandConfig, type ThemeTokens } from '../api/contract/system';
import { AA_CONTRAST, contrastRatio, parseHex } from './contrast';
import {
  BADGE_PAIRS,
  brandCss,
  brandFailures,
  readableOn,
  readableTokens,
  TOKEN_PAIRS,
} from './brand-theme';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);
const luckyBrand = BrandConfig.parse(lucky);
const jadeBrand = BrandConfig.parse(jade);

describe("a brand's theme tokens", () => {
  it('keeps a readable colour and derives the nearest readable one from a failing one', () => {
    expect(readableOn('#1b1f2a', ['#ffffff'], AA_CONTRAST)).toBe('#1b1f2a');
    // Light grey on white (1.6:1) darkens until it reads; pale yellow on a dark fill lightens.
    const darker = readableOn('#bbbbbb', ['#ffffff', '#f6f7fb'], AA_CONTRAST);
    expect(ratio(darker, '#f6f7fb')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(ratio(darker, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(parseHex(darker)![0]).toBeLessThan(0xbb);
    const lighter = readableOn('#5a5a20', ['#101010'], AA_CONTRAST);
    expect(ratio(lighter, '#101010')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('reports every failing pair of both themes with the colour drawn instead', () => {
    const theme = structuredClone(luckyBrand.theme!);
    theme.light.accentText = '#e0e0e0'; // on #c0392b: 4.1:1
    theme.dark.muted = '#303540'; // on both dark backgrounds
    const failures = brandFailures(theme);
    expect(failures.map((f) => `${f.theme} ${f.fg}/${f.bg}`)).toEqual([
      'light accentText/accent',
      'dark muted/bg',
      'dark muted/surface',
    ]);
    for (const failure of failures) expect(failure.ratio).toBeLessThan(failure.min);
    const accentText = failures[0]!;
    expect(ratio(accentText.derived, theme.light.accent)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('reports a badge whose text fails on its tint, and draws a derived ink there', () => {
    const theme = structuredClone(jadeBrand.theme!);
    // Reads on the page (4.6:1 on bg, 5:1 on surface), but 4.4:1 on its own tint: the New badge.
    theme.light.success = '#2e7d4f';
    expect(ratio(theme.light.success, theme.light.bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
    const failures = brandFailures(theme);
    expect(failures.map((f) => `${f.theme} ${f.fg}/${f.bg}`)).toEqual([
      'light success/successTint',
    ]);
    const drawn = readableTokens(theme.light);
    expect(failures[0]!.derived).toBe(drawn.onSuccessTint);
    expect(drawn.onSuccessTint).not.toBe(theme.light.success);
    expect(ratio(drawn.onSuccessTint, drawn.successTint)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(BADGE_PAIRS.map((p) => p.bg)).toContain('successTint');
  });

  it('draws every pair of both demo brands at WCAG AA, as brand:check finds them', () => {
    for (const brand of [luckyBrand, jadeBrand]) {
      expect(brandFailures(brand.theme!)).toEqual([]);
      for (const tokens of [brand.theme!.light, brand.theme!.dark]) {
        const drawn = readableTokens(tokens);
        for (const { fg, bg, min } of TOKEN_PAIRS)
          for (const back of bg) expect(ratio(drawn[fg], drawn[back])).toBeGreaterThanOrEqual(min);
        expect(ratio(drawn.accentInk, drawn.bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(ratio(drawn.onSuccessTint, drawn.successTint)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(ratio(drawn.onDangerTint, drawn.dangerTint)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(ratio(drawn.onWarning, drawn.warning)).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    }
  });

  it('writes both themes as custom properties that outrank the stylesheet, with the marks font last', () => {
    const css = brandCss(jadeBrand.theme!);
    expect(css).toMatch(
      /^:root:root\{--bg:#f1f7f4;.*--accent:#0b7a5c;.*--radius:14px;--font:'Palatino Linotype'.*serif,'Portal Marks'\}/,
    );
    expect(css).toContain(":root:root[data-theme='dark']{--bg:#0a1713;");
    const hostile = { ...jadeBrand.theme!, fontStack: 'serif}</style><script>x()</script>{' };
    expect(brandCss(hostile)).not.toMatch(/[<>]|\}<|script>/);
  });

  it("keeps the stylesheet's own tokens equal to the default brand's", () => {
    const css = fs.readFileSync('src/styles.css', 'utf8');
    const block = (selector: string) => {
      const start = css.indexOf(`${selector} {\n`);
      const body = css.slice(start, css.indexOf('\n}\n', start));
      return Object.fromEntries(
        [...body.matchAll(/^\s+--([a-z-]+): (#[0-9a-f]{6});$/gm)].map((m) => [m[1], m[2]]),
      );
    };
    const asCss = (tokens: ThemeTokens) =>
      Object.fromEntries(
        Object.entries(readableTokens(tokens)).map(([k, v]) => [
          k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
          v,
        ]),
      );
    const { ['on-scrim']: _onScrim, paper: _paper, void: _void, ...light } = block(':root');
    expect(light).toEqual(asCss(luckyBrand.theme!.light));
    expect(block(":root[data-theme='dark']")).toEqual(asCss(luckyBrand.theme!.dark));
  });
});
