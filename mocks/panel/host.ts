/**
 * The scenario panel in the mock's own HTTP host (`npm run mock:server`, `npm run preview`, the
 * feature tests' portal): the host serves the panel's files under /__mock/panel/, bundled from
 * mocks/panel by esbuild on the first request (React included: the production build exposes no
 * module of its own), and adds the launcher's script tag to the portal's HTML as it sends it. The
 * build on disk (dist) never holds any of it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Response } from 'express';

export const PANEL_BASE = '/__mock/panel/';
const LAUNCHER_TAG = `<script type="module" src="${PANEL_BASE}launcher.js"></script>`;

/** The portal's HTML with the panel's launcher in it. */
export const withPanel = (html: string) =>
  html.includes(LAUNCHER_TAG) ? html : html.replace('</body>', `${LAUNCHER_TAG}</body>`);

/** Sends a page of the portal with the launcher in it (no caching: the page is the host's). */
export function sendWithPanel(res: Response, html: string) {
  res.setHeader('Cache-Control', 'no-cache');
  res.type('html').send(withPanel(html));
}

let bundle: Promise<Map<string, string>> | undefined;

/** The launcher and the panel's chunks, by file name (built once per process). */
export function panelFiles(): Promise<Map<string, string>> {
  bundle ??= (async () => {
    const { build } = await import('esbuild');
    const here = path.dirname(fileURLToPath(import.meta.url));
    const result = await build({
      entryPoints: { launcher: path.join(here, 'launcher.ts') },
      bundle: true,
      splitting: true,
      format: 'esm',
      target: 'es2022',
      minify: true,
      jsx: 'automatic',
      outdir: '/panel',
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    return new Map(result.outputFiles.map((f) => [path.basename(f.path), f.text]));
  })();
  bundle.catch(() => (bundle = undefined));
  return bundle;
}

/** Serves /__mock/panel/<file>.js. */
export function panelRoutes(): Router {
  const router = Router();
  router.get(`${PANEL_BASE}:file`, (req, res, next) => {
    panelFiles().then((files) => {
      const text = files.get(req.params.file);
      if (text === undefined) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('text/javascript').send(text);
    }, next);
  });
  return router;
}
