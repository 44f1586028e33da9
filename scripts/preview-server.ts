/**
 * `npm run preview`: the production build served the way the README's deployment section asks
 * for, with the mock backend on the same origin, so that what is measured here is what users get:
 * - the build's files precompressed (Brotli, else gzip, by Accept-Encoding), every other
 *   compressible answer (HTML, JSON) gzipped on the fly, `Vary: Accept-Encoding`;
 * - `/assets/*` (content-hashed names) cached for a year, `immutable`; a missing asset is a plain
 *   404, never the HTML page (a stale page asking for an old chunk must fail visibly);
 * - `index.html` and the other unhashed files `no-cache` (revalidated by ETag on every visit);
 * - HEAD answers like GET without the body; any other path that asks for HTML gets index.html
 *   (history-mode routes);
 * - the mock API, control API and REST view exactly as `createMockApp` serves them.
 *
 * PREVIEW_DIR picks the build (default dist), PREVIEW_PORT the port (default 4173, 0 = free),
 * MOCK_DB the data file as mockDbFile reads it (mocks/server.ts), MOCK_PRESET a
 * preset.
 */
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createMockAppWithDb, listenLocal, mockDbFile } from '../mocks/server';
import { brandRoutes } from '../mocks/brand-host';
import { sendWithPanel } from '../mocks/panel/host';

export interface PreviewOptions {
  /** The production build (vite build's outDir). */
  dir: string;
  /** JSON file the mock persists to; null keeps the data in memory. */
  dbFile: string | null;
  preset?: string;
  /** The mock's scenario panel in the pages (mocks/panel/host.ts): `npm run preview` has it. */
  panel?: boolean;
}

/** Hashed assets: the name changes whenever the content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, service worker): always revalidated. */
export const REVALIDATE = 'no-cache';

const noCache = (res: ServerResponse) => res.setHeader('Cache-Control', REVALIDATE);

export function createPreviewApp(options: PreviewOptions): Express {
  const dir = path.resolve(options.dir);
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`${index} is missing: run \`npm run build\` first`);
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  // The build's precompressed files (vite.config.ts): Brotli when the client takes it, else gzip.
  const precompressed = (root: string, setHeaders: (res: ServerResponse) => void) =>
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { index: false, cacheControl: false, setHeaders },
    });
  app.use(
    '/assets',
    precompressed(path.join(dir, 'assets'), (res) => res.setHeader('Cache-Control', IMMUTABLE)),
    (_req, res) => {
      noCache(res);
      res.status(404).type('text/plain').send('Not found');
    },
  );
  const mock = createMockAppWithDb({
    dbFile: options.dbFile,
    preset: options.preset,
    panel: options.panel,
  });
  // The brand (issue 26): the page's head block and the manifest follow the mock's brand file.
  const brand = brandRoutes(mock.db, dir);
  app.use(brand.manifest);
  app.use(precompressed(dir, noCache));
  app.use(mock.app);
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    const html = brand.page(fs.readFileSync(index, 'utf8'));
    if (options.panel) return sendWithPanel(res, html);
    res.setHeader('Cache-Control', REVALIDATE).type('html').send(html);
  });
  return app;
}

/** Starts the preview on 127.0.0.1; port 0 picks a free one. */
export function startPreviewServer(options: PreviewOptions & { port: number }) {
  return listenLocal(createPreviewApp(options), options.port, { dropConnections: true });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  startPreviewServer({
    dir: process.env.PREVIEW_DIR ?? 'dist',
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    dbFile: mockDbFile(),
    preset: process.env.MOCK_PRESET,
    panel: true,
  })
    .then(({ url }) =>
      console.log(`Preview of ${process.env.PREVIEW_DIR ?? 'dist'} with the mock backend: ${url}`),
    )
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
