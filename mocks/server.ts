import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express } from 'express';
import { createJsonServerDb } from './db/file-db';
import { createHandlers } from './handlers';
import { mswHost } from './http-host';
import { applyPreset } from './control';
import { CONTRACT_PREFIX, contractRoutes } from './contract-routes';
import { panelRoutes, sendWithPanel } from './panel/host';
import { brandRoutes } from './brand-host';

export interface MockAppOptions {
  /** JSON file json-server persists to; null keeps the data in memory (tests). */
  dbFile: string | null;
  /** Built portal to serve with a history-mode fallback (feature tests, bench, preview). */
  staticDir?: string;
  /** Preset applied at start (after loading the data). */
  preset?: string;
  /** The scenario panel (mocks/panel/host.ts) in the portal's pages; off unless asked for. */
  panel?: boolean;
}

export const DEFAULT_DB_FILE = path.resolve('.mock-data/db.json');

/**
 * The data file MOCK_DB names, the same in every host (`npm start`, `npm run mock:server`,
 * `npm run preview`, `npm run mock:reset`): `memory` keeps the data in memory (null), unset is
 * DEFAULT_DB_FILE.
 */
export function mockDbFile(env: NodeJS.ProcessEnv = process.env): string | null {
  const chosen = env.MOCK_DB?.trim();
  if (chosen === 'memory') return null;
  return chosen ? path.resolve(chosen) : DEFAULT_DB_FILE;
}

(globalThis as { __MOCK_HTTP_HOST__?: boolean }).__MOCK_HTTP_HOST__ = true;

/**
 * The standalone mock backend: the MSW handlers (mocks/http-host.ts), the control API under
 * /__mock, and json-server's REST view of the same data under /__db. With a data file, every
 * answer leaves once the changes it could have seen are on disk (group commit, db/file-db.ts).
 */
export function createMockApp(options: MockAppOptions): Express {
  return createMockAppWithDb(options).app;
}

/**
 * With a data file (`npm start`, `npm run mock:server`), deposits credit themselves after 10 s
 * for people trying the portal by hand; tests and features keep the data in memory and the
 * default (the operator settles deposits: mocks/README.md, "Money").
 */
const HAND_PLAY_CREDIT_MS = 10_000;

export function createMockAppWithDb(options: MockAppOptions) {
  const { db, router } = createJsonServerDb(options.dbFile);
  // Set without a write of its own (reads never write): the next change persists it.
  const handPlay = () => {
    const money = db.state().scenario.money;
    if (options.dbFile && money.depositAutoCreditMs === null)
      money.depositAutoCreditMs = HAND_PLAY_CREDIT_MS;
  };
  handPlay();
  if (options.preset && !applyPreset(db, options.preset))
    throw new Error(`Unknown preset ${options.preset}`);
  const app = express();
  app.disable('x-powered-by');
  app.use('/__db', router);
  app.use(CONTRACT_PREFIX, contractRoutes());
  if (options.panel) app.use(panelRoutes());
  const host = mswHost(
    db,
    createHandlers(db, () => {
      db.reset();
      handPlay();
    }),
  );
  app.use(host.middleware);
  // Unknown API paths answer the envelope, never an HTML page.
  app.use(['/wps', '/lgw', '/lotto', '/__mock'], (_req, res) => {
    res
      .status(404)
      .json({ success: false, value: null, errorCode: 'not.found', message: 'Unknown endpoint' });
  });
  if (options.staticDir) {
    const dir = path.resolve(options.staticDir);
    const brand = brandRoutes(db, dir);
    app.use(brand.manifest);
    app.use(express.static(dir, { index: false }));
    app.use((req, res, next) => {
      if (req.method !== 'GET' || !req.accepts('html')) return next();
      const html = brand.page(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
      if (options.panel) sendWithPanel(res, html);
      else res.setHeader('Cache-Control', 'no-cache').type('html').send(html);
    });
  }
  return { app, db, front: host.front };
}

/** A local server: an app listening on 127.0.0.1 (port 0 picks a free one) and how to stop it. */
export interface LocalServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Listens on 127.0.0.1 (port 0 picks a free one). `close` stops taking connections and resolves
 * once the server is closed and `afterClose` has run; with `dropConnections` it also cuts the open
 * ones (a browser's keep-alive sockets) instead of waiting for them.
 */
export function listenLocal(
  app: Express,
  port: number,
  {
    afterClose = () => Promise.resolve(),
    dropConnections = false,
    front,
  }: {
    afterClose?: () => Promise<unknown>;
    dropConnections?: boolean;
    /** Answers some requests before the app (true when it did): see mswHost's `front`. */
    front?: (req: IncomingMessage, res: ServerResponse) => boolean;
  } = {},
): Promise<LocalServer> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(front ? (req, res) => front(req, res) || app(req, res) : app);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise((done) => {
            server.close(() => void afterClose().finally(done));
            if (dropConnections) server.closeAllConnections();
          }),
      });
    });
    server.on('error', reject);
  });
}

/** Starts a mock app on 127.0.0.1; port 0 picks a free one. */
export function startMockServer(options: MockAppOptions & { port: number }): Promise<LocalServer> {
  const { app, db, front } = createMockAppWithDb(options);
  // Closing waits for the last changes to reach the data file.
  return listenLocal(app, options.port, { afterClose: () => db.persisted(), front });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = Number(process.env.MOCK_PORT ?? 3001);
  const staticDir = process.env.MOCK_STATIC;
  const dbFile = mockDbFile();
  startMockServer({ port, dbFile, staticDir, preset: process.env.MOCK_PRESET, panel: true })
    .then(({ url, close }) => {
      console.log(`Mock backend listening on ${url} (data: ${dbFile ?? 'in memory'})`);
      // Ctrl-C and kill: stop taking requests, write what is pending, then leave.
      const stop = () => {
        void close().finally(() => process.exit(0));
        setTimeout(() => process.exit(0), 3_000).unref(); // open keep-alive connections
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
