import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../fixtures/brands';
import {
  applyBrand,
  BRAND_CSS_KEY,
  BRAND_THEME_KEY,
  brandedManifest,
  brandedPage,
} from './brand-head';

const page = fs.readFileSync('index.html', 'utf8');

describe("the brand in the page's head", () => {
  it("replaces index.html's default block with the brand's title, icons, colour and tokens", () => {
    const html = brandedPage(page, BRANDS.jade);
    const head = html.slice(html.indexOf('<!--brand:head-->'), html.indexOf('<!--/brand:head-->'));
    expect(head).toContain('<title>Jade Garden</title>');
    expect(head).toContain('<link rel="icon" href="/brands/jade/favicon.svg" />');
    expect(head).toContain('<meta name="theme-color" content="#0b7a5c" />');
    expect(head).toMatch(
      /<style id="brand-style" data-default-theme="dark">:root:root\{--bg:#f1f7f4;/,
    );
    expect(head).not.toContain('Lucky Portal');
    // Everything else of the page stays.
    expect(html.replace(head, '')).toBe(
      page.replace(
        page.slice(page.indexOf('<!--brand:head-->'), page.indexOf('<!--/brand:head-->')),
        '',
      ),
    );
  });

  it("escapes the operator's texts", () => {
    const html = brandedPage(page, { ...BRANDS.jade, displayName: '</title><script>x()</script>' });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>');
  });

  it("gives the manifest the brand's name, colours and icon", () => {
    const manifest = JSON.parse(
      brandedManifest(JSON.stringify({ name: 'Lucky Portal', icons: [], lang: 'en' }), BRANDS.jade),
    );
    expect(manifest).toMatchObject({
      name: 'Jade Garden',
      short_name: 'Jade',
      theme_color: '#3ddc97',
      background_color: '#0a1713',
      lang: 'en',
      icons: [{ src: '/brands/jade/app-icon-512.png', type: 'image/png', sizes: '512x512' }],
    });
    // The default brand's icon is the build's: its whole set stays (192 px, maskable).
    const built = [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
    ];
    const lucky = brandedManifest(JSON.stringify({ icons: built }), BRANDS.lucky);
    expect(JSON.parse(lucky).icons).toEqual(built);
  });

  it('puts the brand in where no host did, and keeps it for the next first paint', () => {
    const kept = new Map<string, string>();
    applyBrand(document, BRANDS.jade, (key, value) => kept.set(key, value));
    const style = document.getElementById('brand-style')!;
    expect(style.textContent).toContain('--accent:#0b7a5c');
    expect(document.title).toBe('Jade Garden');
    expect(kept.get(BRAND_CSS_KEY)).toBe(style.textContent);
    expect(kept.get(BRAND_THEME_KEY)).toBe('dark');
  });
});
