// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as nodeMock } from '../mocks/node';
import { IMMUTABLE, REVALIDATE, startPreviewServer } from './preview-server';

// Real HTTP here: the in-process MSW interception of the unit tests is paused.
beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

/** A build as vite.config.ts leaves it: a hashed chunk with its .br and .gz beside it. */
function fakeBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
  const code = `export const portal = ${JSON.stringify('lottery '.repeat(400))};\n`;
  const chunk = path.join(dir, 'assets', 'app-Ab12.js');
  fs.writeFileSync(chunk, code);
  fs.writeFileSync(`${chunk}.br`, zlib.brotliCompressSync(code));
  fs.writeFileSync(`${chunk}.gz`, zlib.gzipSync(code, { level: 9 }));
  return {
    dir,
    code,
    sizes: { br: fs.statSync(`${chunk}.br`).size, gz: fs.statSync(`${chunk}.gz`).size },
  };
}

describe('the preview server (the documented deployment)', () => {
  it('sends a chunk as Brotli, else gzip, else plain, cached for a year', async () => {
    const build = fakeBuild();
    const preview = await startPreviewServer({ dir: build.dir, port: 0, dbFile: null });
    try {
      const get = (encodings: string) =>
        fetch(`${preview.url}/assets/app-Ab12.js`, { headers: { 'Accept-Encoding': encodings } });
      const br = await get('gzip, deflate, br, zstd');
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(Number(br.headers.get('content-length'))).toBe(build.sizes.br);
      expect(await br.text()).toBe(build.code);
      expect(br.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
      const gzip = await get('gzip, deflate');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(Number(gzip.headers.get('content-length'))).toBe(build.sizes.gz);
      expect(await gzip.text()).toBe(build.code);
      const plain = await get('identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(build.code);
      const head = await fetch(`${preview.url}/assets/app-Ab12.js`, {
        method: 'HEAD',
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBe(build.sizes.br);
    } finally {
      await preview.close();
    }
  });

  it('answers a missing chunk with a plain 404, and a route with the page, revalidated', async () => {
    const build = fakeBuild();
    const preview = await startPreviewServer({ dir: build.dir, port: 0, dbFile: null });
    try {
      const missing = await fetch(`${preview.url}/assets/old-Zz99.js`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('Not found');
      const route = await fetch(`${preview.url}/promotions`, { headers: { Accept: 'text/html' } });
      expect(route.headers.get('cache-control')).toBe(REVALIDATE);
      expect(await route.text()).toContain('<title>Portal</title>');
    } finally {
      await preview.close();
    }
  });
});
