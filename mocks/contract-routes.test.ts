// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointNames } from '../src/api/contract/endpoints';
import { server as nodeMock } from './node';
import { startMockServer } from './server';

// Real HTTP here: the in-process MSW interception of the unit tests is paused.
let srv: Awaited<ReturnType<typeof startMockServer>>;
beforeAll(async () => {
  nodeMock.close();
  srv = await startMockServer({ port: 0, dbFile: null });
});
afterAll(async () => {
  await srv.close();
  nodeMock.listen({ onUnhandledRequest: 'error' });
});

describe('the API reference of the mock backend', () => {
  it('serves the OpenAPI 3.1 document of the registry', async () => {
    const res = await fetch(`${srv.url}/__contract/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, object> };
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(ops).toHaveLength(endpointNames.length);
  });

  it('serves Swagger UI on that document from its own files, with no outside address', async () => {
    const bare = await fetch(`${srv.url}/__contract`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/__contract/');

    const page = await (await fetch(`${srv.url}/__contract/`)).text();
    expect(page).toContain('<div id="swagger-ui">');
    const assets = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(expect.arrayContaining(['./swagger-ui-bundle.js', './swagger-ui.css']));
    for (const asset of assets) {
      expect(asset, 'an asset of the page itself').toMatch(/^\.\//);
      const res = await fetch(new URL(asset, `${srv.url}/__contract/`));
      expect(res.status, asset).toBe(200);
    }
    const init = await (await fetch(`${srv.url}/__contract/init.js`)).text();
    expect(init).toContain("url: './openapi.json'");
    expect(init).toContain('validatorUrl: null');
    expect(init).not.toMatch(/https?:/);
    // The renderer's demo page (petstore) is not served.
    expect((await fetch(`${srv.url}/__contract/swagger-initializer.js`)).status).toBe(404);
  });
});
