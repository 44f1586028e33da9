// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as nodeMock } from './node';
import { DEFAULT_DB_FILE, mockDbFile, startMockServer } from './server';
import { spawnMockServer } from './db/server-process';

// Real HTTP here: the in-process MSW interception of the unit tests is paused.
beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

const tmp = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mockdb-')), 'db.json');

describe('standalone mock server', () => {
  it('serves the API, the control API and json-server REST over the same data', async () => {
    const srv = await startMockServer({ port: 0, dbFile: null });
    try {
      const status = await (await fetch(`${srv.url}/wps/system/status?url=x`)).json();
      expect(status).toMatchObject({ success: true, value: { maintenance: false } });
      await fetch(`${srv.url}/__mock/scenario`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ maintenance: true }),
      });
      expect(await (await fetch(`${srv.url}/__db/scenario`)).json()).toMatchObject({
        maintenance: true,
      });
      const member = await (await fetch(`${srv.url}/__db/members/1001`)).json();
      expect(member).toMatchObject({ account: 'player1' });
    } finally {
      await srv.close();
    }
  });

  it('serves offline CDN pictures: PNG for raster names, a labelled SVG otherwise', async () => {
    const srv = await startMockServer({ port: 0, dbFile: null });
    try {
      const icon = await fetch(`${srv.url}/cdn-a/games/PG_0001.png`);
      expect(icon.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await icon.arrayBuffer());
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const avatar = await fetch(`${srv.url}/cdn-b/avatars/3.svg`);
      expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
      expect(await avatar.text()).toContain('>3</text>');
    } finally {
      await srv.close();
    }
  });

  it('answers unknown and malformed API calls with the envelope, never a crash', async () => {
    const srv = await startMockServer({ port: 0, dbFile: null });
    try {
      const unknown = await fetch(`${srv.url}/wps/nothing/here`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ success: false, errorCode: 'not.found' });
      const malformed = await fetch(`${srv.url}/wps/session/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"a',
      });
      expect(await malformed.json()).toMatchObject({
        success: false,
        errorCode: 'request_param_err',
      });
    } finally {
      await srv.close();
    }
  });

  it('drops the connection for an injected network error', async () => {
    const srv = await startMockServer({ port: 0, dbFile: null });
    try {
      await fetch(`${srv.url}/__mock/scenario`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ errors: { countries: { network: true } } }),
      });
      await expect(fetch(`${srv.url}/wps/system/country`)).rejects.toThrow();
    } finally {
      await srv.close();
    }
  });

  it('persists data to its file between restarts, and seeds a missing file', async () => {
    const file = tmp();
    const first = await startMockServer({ port: 0, dbFile: file });
    await fetch(`${first.url}/__mock/scenario`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ regionRestriction: true }),
    });
    await first.close();
    const second = await startMockServer({ port: 0, dbFile: file });
    try {
      const status = await (await fetch(`${second.url}/wps/system/status?url=x`)).json();
      expect(status.value.regionRestriction).toBe(true);
      await fetch(`${second.url}/__mock/reset`, { method: 'POST' });
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).scenario.regionRestriction).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('serves the built portal with a history fallback when given a directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>');
    const srv = await startMockServer({ port: 0, dbFile: null, staticDir: dir });
    try {
      const page = await fetch(`${srv.url}/rng?page=2`, { headers: { Accept: 'text/html' } });
      expect(await page.text()).toContain('<title>portal</title>');
    } finally {
      await srv.close();
    }
  });
});

describe('MOCK_DB, one meaning in every host', () => {
  it('keeps the data in memory for `memory`, else names a file (the default without it)', () => {
    expect(mockDbFile({ MOCK_DB: 'memory' })).toBeNull();
    expect(mockDbFile({})).toBe(DEFAULT_DB_FILE);
    expect(mockDbFile({ MOCK_DB: 'tmp/data.json' })).toBe(path.resolve('tmp/data.json'));
  });

  it('npm run mock:server with MOCK_DB=memory writes no file called memory', async () => {
    const stray = path.resolve('memory');
    expect(fs.existsSync(stray)).toBe(false);
    const mock = await spawnMockServer({ dbFile: 'memory', timeoutMs: 60_000 });
    try {
      expect(mock.output()).toContain('(data: in memory)');
      const patched = await fetch(`${mock.url}/__mock/scenario`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ regionRestriction: true }),
      });
      expect(patched.ok).toBe(true);
    } finally {
      await mock.stop();
    }
    const leftBehind = fs.existsSync(stray);
    if (leftBehind) fs.rmSync(stray);
    expect(leftBehind).toBe(false);
  }, 90_000);
});
