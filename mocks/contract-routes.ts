import path from 'node:path';
import { createRequire } from 'node:module';
import express, { type Router } from 'express';
import { buildOpenApi, type OpenApiDocument } from '../scripts/contract/openapi';

/** Where the routes are mounted (createMockApp; the Vite dev server forwards it). */
export const CONTRACT_PREFIX = '/__contract';

/** swagger-ui-dist's folder: the renderer's own built files, served as they are (offline). */
const swaggerUiDir = () =>
  path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Lucky Portal API reference</title>
    <link rel="stylesheet" href="./swagger-ui.css" />
    <link rel="icon" type="image/png" href="./favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="./swagger-ui-bundle.js"></script>
    <script src="./init.js"></script>
  </body>
</html>
`;

/** Swagger UI on the generated document; no validator badge, so the page makes no outside call. */
const INIT = `window.ui = SwaggerUIBundle({
  url: './openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  displayOperationId: true,
  docExpansion: 'none',
  filter: true,
  tryItOutEnabled: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/**
 * GET /__contract/openapi.json: the OpenAPI 3.1 document of the registry (built once, on the
 * first request); GET /__contract/: the API reference page (Swagger UI).
 */
export function contractRoutes(): Router {
  const router = express.Router();
  let document: OpenApiDocument | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApi().document;
    res.json(document);
  });
  router.get('/', (req, res) => {
    // Relative asset addresses need the trailing slash.
    if (!req.originalUrl.split('?')[0]!.endsWith('/')) {
      res.redirect(301, `${CONTRACT_PREFIX}/`);
      return;
    }
    res.type('html').send(PAGE);
  });
  router.get('/init.js', (_req, res) => {
    res.type('js').send(INIT);
  });
  // Only the renderer's assets (not its demo index.html or initializer).
  const assets = express.static(swaggerUiDir(), { index: false });
  router.use((req, res, next) => {
    if (/^\/(swagger-ui[\w.-]*\.(js|css)(\.map)?|favicon-\d+x\d+\.png)$/.test(req.path))
      assets(req, res, next);
    else next();
  });
  return router;
}
