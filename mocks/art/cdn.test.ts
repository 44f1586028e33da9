import { describe, expect, it } from 'vitest';
import { getFixtures } from '../../fixtures';
import { memberClient } from '../handlers/test-calls';

const get = (path: string) => fetch(new URL(path, location.href));

describe('offline image CDN', () => {
  it("answers a game's tile as an immutable SVG drawn from its name and vendor", async () => {
    const game = getFixtures().games.games.find((g) => g.gameCategory === 'FISH')!;
    const first = await get(game.iconUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(game.iconUrl).toContain(first.headers.get('etag')!.replace(/"/g, ''));
    const svg = await first.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`>${game.vassalage}</text>`);
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
});
