import { describe, expect, it } from 'vitest';
import { getFixtures } from '../../fixtures';
import { BRANDS } from '../../fixtures/brands';
import { memberClient, type Client } from '../handlers/test-calls';
import { brandPalette, paletteOf } from './palette';

const get = (path: string) => fetch(new URL(path, location.href));

describe('offline image CDN', () => {
  it("answers a game's tile as an immutable SVG, a picture without text", async () => {
    const game = getFixtures().games.games.find((g) => g.gameCategory === 'FISH')!;
    const first = await get(game.iconUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(game.iconUrl).toContain(first.headers.get('etag')!.replace(/"/g, ''));
    const svg = await first.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    expect(await (await get(game.iconUrl)).text()).toBe(svg);
  });

  it('gives each deposit channel a logo that shows its mark', async () => {
    const client = await memberClient();
    const { channels } = await client.call('depositChannels', {});
    expect(channels.length).toBeGreaterThan(0);
    for (const channel of channels) {
      const logo = await get(channel.logoUrl!);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(await logo.text()).toContain(`>${channel.name.split(' ')[0]}</text>`);
    }
  });

  it('answers other names with a short-lived placeholder: PNG for raster names', async () => {
    const png = await get('/cdn-a/promotions/PRM-110.png');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toBe('public, max-age=3600');
    const other = await get('/cdn-b/avatars/7.svg');
    expect(other.headers.get('content-type')).toBe('image/svg+xml');
    expect(other.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("draws the banners in the brand's palette, redrawn under their own address after a re-brand", async () => {
    const client = await memberClient();
    const firstBanner = async (c: Client) =>
      (await c.call('announcements', { types: 'B' })).banners[0]!.url;
    const deepOf = (accent: string) => brandPalette(accent, paletteOf('none')).deep;
    const lucky = await firstBanner(client);
    const luckySvg = await (await get(lucky)).text();
    expect(luckySvg).toContain(deepOf(BRANDS.lucky.theme!.light.accent));

    await fetch(new URL('/__mock/scenario/preset/brand-jade', location.href), { method: 'POST' });
    const jade = await firstBanner(client);
    expect(jade.split('?')[0]).toBe(lucky.split('?')[0]);
    expect(jade).not.toBe(lucky);
    const jadeSvg = await (await get(jade)).text();
    expect(jadeSvg).toContain(deepOf(BRANDS.jade.theme!.dark.accent));
    expect(jadeSvg).not.toContain(deepOf(BRANDS.lucky.theme!.light.accent));
    // Each brand's picture stays its own, whichever was drawn first.
    expect(await (await get(lucky)).text()).toBe(luckySvg);
  });
});
