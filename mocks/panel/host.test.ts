// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as nodeMock } from '../node';
import { startMockServer } from '../server';
import { curlOf } from './control-client';

// Real HTTP here: the in-process MSW interception of the unit tests is paused.
beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

function portalDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  return dir;
}

describe("the scenario panel in the mock's HTTP host", () => {
  it('adds the launcher to the portal page and serves the panel, loaded apart from it', async () => {
    const srv = await startMockServer({
      port: 0,
      dbFile: null,
      staticDir: portalDir(),
      panel: true,
    });
    try {
      const page = await (
        await fetch(`${srv.url}/wallet`, { headers: { Accept: 'text/html' } })
      ).text();
      expect(page).toContain(
        '<script type="module" src="/__mock/panel/launcher.js"></script></body>',
      );
      const launcher = await fetch(`${srv.url}/__mock/panel/launcher.js`);
      expect(launcher.headers.get('content-type')).toMatch(/javascript/);
      const code = await launcher.text();
      expect(code).toContain('Mock scenarios');
      // The panel itself is a chunk of its own, imported only when the panel opens.
      const chunk = /import\("\.\/(Panel-[\w-]+\.js)"\)/.exec(code)?.[1];
      expect(chunk).toBeDefined();
      const panel = await (await fetch(`${srv.url}/__mock/panel/${chunk}`)).text();
      expect(panel).toContain('Reset to the seed');
      expect((await fetch(`${srv.url}/__mock/panel/nothing.js`)).status).toBe(404);
    } finally {
      await srv.close();
    }
  });

  it('is not there unless the host asks for it', async () => {
    const srv = await startMockServer({ port: 0, dbFile: null, staticDir: portalDir() });
    try {
      const page = await (await fetch(`${srv.url}/`, { headers: { Accept: 'text/html' } })).text();
      expect(page).not.toContain('/__mock/panel/');
      expect((await fetch(`${srv.url}/__mock/panel/launcher.js`)).status).toBe(404);
    } finally {
      await srv.close();
    }
  });
});

describe('the scenario as a curl command', () => {
  it('resets the mock, then patches only what differs from the default', () => {
    const curl = curlOf(
      'http://localhost:5173',
      { maintenance: true, languages: ['TY'], errors: { withdraw: { message: "It's busy" } } },
      { maintenance: false, languages: ['TY'], errors: {} },
    );
    expect(curl).toBe(
      'curl -X POST http://localhost:5173/__mock/reset && \\\n' +
        "curl -X PATCH http://localhost:5173/__mock/scenario -H 'Content-Type: application/json' " +
        `-d '{"maintenance":true,"errors":{"withdraw":{"message":"It'\\''s busy"}}}'`,
    );
  });
});
