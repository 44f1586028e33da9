/**
 * The brand in the pages the mock's HTTP hosts serve (issue 26): index.html with the brand file's
 * head block (title, favicon, theme tokens: src/lib/brand-head.ts) and the web app manifest with
 * its name, colours and icon, both from the brand the mock serves now (the scenario's, so the
 * preset `brand-jade` re-brands the next page load), as a real deployment does when it serves or
 * deploys the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { brandedManifest, brandedPage } from '../src/lib/brand-head';
import type { MockDb } from './db/state';
import { brandOf } from './handlers/system';

/** The manifest's path in a build (vite.config.ts, vite-plugin-pwa). */
export const MANIFEST_PATH = '/manifest.webmanifest';

export function brandRoutes(db: Pick<MockDb, 'state'>, dir: string) {
  const brand = () => brandOf(db.state().scenario);
  return {
    /** index.html's text, branded. */
    page: (html: string) => brandedPage(html, brand()),
    /** Answers the build's manifest, branded (not cached: the brand is the scenario's). */
    manifest: (req: Request, res: Response, next: NextFunction) => {
      const file = path.join(dir, MANIFEST_PATH);
      if (req.method !== 'GET' || req.path !== MANIFEST_PATH || !fs.existsSync(file)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res
        .type('application/manifest+json')
        .send(brandedManifest(fs.readFileSync(file, 'utf8'), brand()));
    },
  };
}
