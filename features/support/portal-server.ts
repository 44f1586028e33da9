import path from 'node:path';
import express from 'express';
import { createMockApp, listenLocal } from '../../mocks/server';

export interface Portal {
  url: string;
  close: () => Promise<void>;
}

/**
 * A worker's portal: the production build (FEATURES_DIST, else dist) and the mock backend with its
 * in-memory data, on a free port. The build's assets have hashed names, so they are served as
 * immutable: the worker's browser context keeps them (and their compiled code) across scenarios
 * instead of asking for them again on every page load. Every other answer is the mock's own.
 */
export async function startPortal(): Promise<Portal> {
  const staticDir = path.resolve(process.env.FEATURES_DIST ?? 'dist');
  const app = express();
  app.disable('x-powered-by');
  app.use(
    '/assets',
    express.static(path.join(staticDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: true,
    }),
  );
  // The scenario panel is there as in every mock host; scenarios not about it hide it by cookie.
  app.use(createMockApp({ dbFile: null, staticDir, panel: true }));
  return listenLocal(app, 0, { dropConnections: true });
}
