import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, minifySync, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type * as MockServer from './mocks/server';
import type * as BrandHost from './mocks/brand-host';
import {
  earlyStartConfig,
  earlyStartScript,
  routeSections,
  SECTION_TEXTS,
  shellText,
  shellTextRules,
} from './src/app/early-start-config';
import type { EarlyStartConfig } from './src/app/early-start';
import { eagerCompileHint } from './scripts/eager-compile-hint';

/**
 * `npm start`: the mock backend (API, /__mock control, /__db REST) on the dev server's own
 * origin, its data persisted by json-server in .mock-data/db.json between restarts.
 */
function mockBackend(): Plugin {
  const off = () =>
    process.env.VITE_MOCK === 'worker' || process.env.MOCK_OFF || process.env.BACKEND_URL;
  // The page's brand block follows the mock's brand file (issue 26; mocks/brand-host.ts).
  let brandPage = (html: string) => html;
  return {
    name: 'portal-mock-backend',
    apply: 'serve',
    // The mock host puts its scenario panel's launcher into the page (mocks/panel, issue 29); the
    // service-worker mock adds it itself (mocks/browser.ts), a real backend never gets it.
    transformIndexHtml: (html) =>
      off()
        ? html
        : {
            html: brandPage(html),
            tags: [
              {
                tag: 'script',
                attrs: { type: 'module', src: '/mocks/panel/launcher.ts' },
                injectTo: 'body',
              },
            ],
          },
    async configureServer(server) {
      if (off()) return;
      const { createMockAppWithDb, mockDbFile } = (await server.ssrLoadModule(
        '/mocks/server.ts',
      )) as typeof MockServer;
      const { brandRoutes } = (await server.ssrLoadModule(
        '/mocks/brand-host.ts',
      )) as typeof BrandHost;
      const { app, db } = createMockAppWithDb({
        dbFile: mockDbFile(),
        preset: process.env.MOCK_PRESET,
      });
      brandPage = brandRoutes(db, 'public').page;
      const prefixes = [
        '/wps',
        '/lgw',
        '/lotto',
        '/__mock',
        '/__db',
        '/__contract',
        '/brand.json',
        '/cdn-',
        '/launch-',
      ];
      server.middlewares.use((req, res, next) => {
        if (prefixes.some((p) => req.url?.startsWith(p))) app(req as never, res as never, next);
        else next();
      });
    },
  };
}

/**
 * `BACKEND_URL=https://api.example.com npm start`: the API and the brand file go to that backend
 * instead of the mock; `npm run start:proxy -- --upstream URL` puts contract:proxy in between.
 */
function backendProxy() {
  const target = process.env.BACKEND_URL;
  if (!target) return undefined;
  const route = { target, changeOrigin: true };
  return { '^/(wps|lgw|lotto)(/|$)': route, '^/brand\\.json': route };
}

/**
 * Parts of axios the browser bundle never runs, swapped for stubs in the build:
 * - the fetch adapter (and the stream, multipart and signal helpers only it uses): browsers always
 *   take the XHR adapter (axios's adapter order is xhr, http, fetch); the stub reports it absent;
 * - `axios.HttpStatusCode`, the status-name table axios offers its callers (axios itself never
 *   reads it; the portal compares numbers): an empty table.
 */
function axiosBrowserTrim(): Plugin {
  const stubs: Record<string, { from: string; code: string }> = {
    '\0axios-fetch-adapter-stub': {
      from: 'axios/lib/adapters/adapters.js:./fetch.js',
      code: 'export const getFetch = () => false;\nexport default false;\n',
    },
    '\0axios-status-codes-stub': {
      from: 'axios/lib/axios.js:./helpers/HttpStatusCode.js',
      code: 'export default {};\n',
    },
  };
  return {
    name: 'axios-browser-trim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = `${importer?.replaceAll('\\', '/') ?? ''}:${source}`;
      return Object.keys(stubs).find((id) => from.endsWith(stubs[id]!.from)) ?? null;
    },
    load(id) {
      return stubs[id]?.code ?? null;
    },
  };
}

/**
 * What the first route needs beyond index.html's own tags: each catalogue's chunk and each lazy
 * section's chunks and styles (`src/app/sections/<name>.tsx`), minus what the entry already loads.
 */
function firstRouteFiles(bundle: Rolldown.OutputBundle, base: string): EarlyStartConfig['preload'] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    visit(start);
    return seen;
  };
  const loaded = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
  const facade = (suffix: string) =>
    chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix));
  const filesOf = (chunk: Rolldown.OutputChunk | undefined): string[] => {
    if (!chunk || loaded.has(chunk.fileName)) return [];
    const js = [...closure(chunk.fileName)].filter((f) => !loaded.has(f));
    const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
    return [...new Set([...js, ...css])].map((f) => `${base}${f}`);
  };
  const routes = routeSections();
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const sections = Object.fromEntries(
    [...new Set(Object.values(routes))]
      .map((name) => [name, filesOf(facade(`/src/app/sections/${kebab(name)}.tsx`))] as const)
      .filter(([, files]) => files.length > 0),
  );
  const catalogues = Object.fromEntries(
    ['en', 'ty'].map((c) => [c, filesOf(facade(`/src/i18n/catalogues/${c}.ts`))]),
  );
  // The texts each section's feature asks for once its code runs: their chunks, per catalogue.
  const sectionTexts = Object.fromEntries(
    ['en', 'ty'].map((c) => [
      c,
      Object.fromEntries(
        Object.entries(SECTION_TEXTS).map(([section, texts]) => [
          section,
          texts.flatMap((file) => filesOf(facade(`/src/i18n/locales/${c}/${file}.json`))),
        ]),
      ),
    ]),
  );
  const withFiles = new Set([...Object.keys(sections), ...Object.keys(SECTION_TEXTS)]);
  return {
    catalogues,
    sections,
    sectionTexts,
    routes: Object.fromEntries(Object.entries(routes).filter(([, s]) => withFiles.has(s))),
  };
}

/**
 * index.html's static shell and early start (src/app/early-start.ts): the inline script at the top
 * of <head> (language, theme, preloads, start-up calls), the rules of the shell's texts, and the
 * texts themselves in every catalogue. The service-worker mock build starts no calls from the page
 * (the worker is not there yet to answer them).
 */
function fillShell(html: string, head: string): string {
  return html
    .replace('<!--boot-shell:head-->', `${head}${shellTextRules()}`)
    .replace(/<!--boot-shell:text ([\w.]+)-->/g, (_, key: string) => shellText(key));
}

function bootShell(): Plugin {
  let base = '/';
  return {
    name: 'portal-boot-shell',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) {
          const config = earlyStartConfig({ catalogues: {}, sections: {}, routes: {} }, null);
          return fillShell(html, earlyStartScript(config));
        }
        // The build: the entry and its modules load after the shell's first paint (the early
        // script adds them), the entry's stylesheet is inlined (no request before that paint).
        let entry = '';
        const modules: string[] = [];
        let styles = '';
        const page = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src) => {
            entry = src;
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
            modules.push(href);
            return '';
          })
          .replace(/\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => {
            const asset = bundle[href.slice(base.length)];
            if (asset?.type !== 'asset') throw new Error(`bootShell: no stylesheet ${href}`);
            styles += String(asset.source);
            return '';
          });
        if (!entry) throw new Error("bootShell: the build's entry script tag was not found");
        const config = earlyStartConfig(
          firstRouteFiles(bundle, base),
          { entry, modules },
          process.env.VITE_MOCK !== 'worker',
        );
        const script = earlyStartScript(config, (code) =>
          minifySync('early-start.js', code).code.trim(),
        );
        return fillShell(page, `${script}<style>${styles}</style>`);
      },
    },
  };
}

/**
 * react-router's package exports only its development build (no `production` condition), which
 * carries dev-time warnings and checks; production builds take the package's own production build.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: path.resolve(
      import.meta.dirname,
      'node_modules/react-router/dist/production/index.mjs',
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.resolve(
      import.meta.dirname,
      'node_modules/react-router/dist/production/dom-export.mjs',
    ),
  },
];

/**
 * react-i18next takes `useSyncExternalStore` from the `use-sync-external-store` shim, which only
 * hands on React's own on React 18 and later: the build takes React's directly (same hook, no shim).
 */
const syncExternalStoreFromReact = {
  find: /^use-sync-external-store\/shim$/,
  replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store.ts'),
};

/**
 * The modules the entry imports statically (what every page runs at start-up), collected once the
 * module graph is known: the chunk groups below put them in the one start-up chunk.
 */
function entryModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  return {
    has: (id) => ids.has(id),
    plugin: {
      name: 'portal-entry-modules',
      apply: 'build',
      buildEnd() {
        ids.clear();
        const visit = (id: string) => {
          if (ids.has(id)) return;
          ids.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
      },
    },
  };
}
const startUp = entryModules();

/**
 * What every page loads at start-up, in one chunk (one Brotli stream compresses better than two):
 * the entry's own modules, the libraries of the shell, and the small app modules that lazy chunks
 * share with it (left alone, the bundler splits those into a handful of tiny chunks, each
 * compressed on its own: one chunk is smaller and saves requests).
 */
const FIRST_PAGE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|redux|@reduxjs[\\/]toolkit|immer|redux-saga|@redux-saga[\\/][^\\/]+|reselect|react-redux|use-sync-external-store)[\\/]/;
const FIRST_PAGE_SHARED =
  /[\\/]src[\\/](i18n[\\/](index|languages|feature-texts)|lib[\\/]storage|api[\\/]errors|api[\\/]contract[\\/]start-constants|core[\\/]services|core[\\/](session|dialogs)[\\/](slice|sagas|selectors)|core[\\/](modals|navigation)[\\/]slice)\.ts$|vite[\\/]preload-helper/;

/**
 * The build's text files also as Brotli (`.br`, best quality) and gzip (`.gz`, level 9) beside
 * each, for a server that sends the best its client accepts without compressing per request
 * (the preview server does; README's deployment section asks for it).
 */
const precompressed = () =>
  compression({
    include: /\.(html|css|js|svg|json)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  });

/** The browser's bar and the installed app's title bar: the default brand's accent. */
const THEME_COLOR = '#c0392b';

/** Paths the service worker never answers from its cache: the API and the mock's own (always live). */
const LIVE_PATHS = /^\/(wps|lgw|lotto|__mock|__db|__contract|brand\.json|cdn-|launch-)/;

/**
 * The installed app (issue 25): the web app manifest and a Workbox service worker (`/sw.js`) that
 * precaches the app shell (index.html, the hashed chunks and styles, the icons) and answers every
 * navigation with the shell, so the portal opens offline; it never caches an API answer (money is
 * always live: no runtime caching at all). A new build's worker waits until the player takes the
 * "new version" notice (src/app/service-worker.ts registers it after load, lazily). The static
 * demo's worker is this one with two scripts imported ahead of Workbox's code (`importScripts`):
 * public/demo-assets-worker.js, which answers the build's own files from the precache (MSW would
 * fetch them from the network: the demo would not start offline), then MSW's mock worker. Both
 * want scope `/`, and MSW starts on `/sw.js` (mocks/browser.ts).
 */
const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Lucky Portal',
      short_name: 'Lucky',
      description: 'Games, lotteries and live casino, with your wallet always up to date.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME_COLOR,
      background_color: '#f6f7fb',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // MSW's worker and the demo's first part are files of their own (the demo imports them);
      // Ladle's build is not the app's.
      globIgnores: ['mockServiceWorker.js', 'demo-assets-worker.js', 'workbox-*.js'],
      // Hashed names carry their revision.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [LIVE_PATHS],
      cleanupOutdatedCaches: true,
      runtimeCaching: [],
      importScripts:
        process.env.VITE_MOCK === 'worker' ? ['demo-assets-worker.js', 'mockServiceWorker.js'] : [],
      sourcemap: false,
    },
  });

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    mockBackend(),
    axiosBrowserTrim(),
    startUp.plugin,
    bootShell(),
    eagerCompileHint(),
    installableApp(),
    precompressed(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build' ? [...reactRouterProduction, syncExternalStoreFromReact] : []),
    ],
  },
  server: { port: 5173, strictPort: true, host: 'localhost', proxy: backendProxy() },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: (id: string) =>
                startUp.has(id) || FIRST_PAGE_LIBRARIES.test(id) || FIRST_PAGE_SHARED.test(id),
            },
          ],
        },
      },
    },
  },
}));
