/**
 * `tsx scripts/gen-icons.ts`: the installed app's icons (public/icons/), drawn by Chromium from
 * the favicon's design so that every size is sharp: `icon-192.png` and `icon-512.png` (the
 * favicon's disc on a transparent ground), `icon-maskable-512.png` (a full-bleed ground with the
 * figure inside the central 80 % circle, the safe zone a launcher's mask never cuts) and
 * `apple-touch-icon.png` (180 px, opaque: iOS fills transparency with black). And each demo
 * brand's app icon drawn as a full-bleed SVG (`public/brands/<brand>/app-icon.svg`, its figure in
 * the safe zone) as the 512 px PNG its brand file names (iOS and launchers want a PNG). The output
 * is committed; run this again only when a design changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

const OUT = path.resolve(import.meta.dirname, '..', 'public', 'icons');
const RED = '#c0392b';

/** The figure on a 100-unit canvas; `disc`: the favicon's disc, else a full-bleed square. */
const svg = (size: number, shape: 'disc' | 'square', scale: number) => {
  const ground =
    shape === 'disc'
      ? `<circle cx="50" cy="50" r="48" fill="${RED}"/>`
      : `<rect width="100" height="100" fill="${RED}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${ground}<g transform="translate(50 50) scale(${scale}) translate(-50 -50)"><text x="50" y="69" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">7</text></g></svg>`;
};

const ICONS = [
  { file: 'icon-192.png', size: 192, shape: 'disc', scale: 1 },
  { file: 'icon-512.png', size: 512, shape: 'disc', scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, shape: 'square', scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, shape: 'square', scale: 0.9 },
] as const;

/** The demo brands whose app icon is an SVG design (issue 26). */
const BRAND_ICONS = ['jade'].map((brand) => ({
  svg: path.resolve(OUT, '..', 'brands', brand, 'app-icon.svg'),
  png: path.resolve(OUT, '..', 'brands', brand, 'app-icon-512.png'),
}));

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  fs.mkdirSync(OUT, { recursive: true });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg(icon.size, icon.shape, icon.scale)}`,
    );
    await page.screenshot({
      path: path.join(OUT, icon.file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    console.log(`public/icons/${icon.file} (${icon.size} px, ${icon.shape})`);
  }
  await page.setViewportSize({ width: 512, height: 512 });
  for (const icon of BRAND_ICONS) {
    const design = fs.readFileSync(icon.svg, 'utf8');
    await page.setContent(`<style>html,body{margin:0}svg{display:block}</style>${design}`);
    await page.screenshot({ path: icon.png, clip: { x: 0, y: 0, width: 512, height: 512 } });
    console.log(path.relative(process.cwd(), icon.png));
  }
} finally {
  await browser.close();
}
