import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type * as MockServer from './mocks/server';

/**
 * `npm start`: the mock backend (API, /__mock control, /__db REST) on the dev server's own
 * origin, its data persisted by json-server in .mock-data/db.json between restarts.
 */
function mockBackend(): Plugin {
  return {
    name: 'portal-mock-backend',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.VITE_MOCK === 'worker' || process.env.MOCK_OFF || process.env.BACKEND_URL)
        return;
      const { createMockApp, DEFAULT_DB_FILE } = (await server.ssrLoadModule(
        '/mocks/server.ts',
      )) as typeof MockServer;
      const app = createMockApp({
        dbFile: process.env.MOCK_DB ?? DEFAULT_DB_FILE,
        preset: process.env.MOCK_PRESET,
      });
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
 * Browsers always take axios's XHR adapter (its adapter order is xhr, http, fetch), so the fetch
 * adapter (and the stream, multipart and signal helpers only it uses) is dead weight in the
 * browser bundle: the build swaps it for a stub that reports it absent.
 */
function axiosWithoutFetchAdapter(): Plugin {
  const stub = '\0axios-fetch-adapter-stub';
  return {
    name: 'axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer?.replaceAll('\\', '/').endsWith('axios/lib/adapters/adapters.js')
      )
        return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return 'export const getFetch = () => false;\nexport default false;\n';
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
 * What every page loads at start-up, in one chunk: the libraries of the shell, and the small app
 * modules that lazy chunks share with it (left alone, the bundler splits those into a handful of
 * tiny chunks, each compressed on its own: one chunk is smaller and saves requests).
 */
const FIRST_PAGE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|axios|i18next|react-i18next|redux|@reduxjs[\\/]toolkit|immer|redux-saga|@redux-saga[\\/][^\\/]+|reselect|react-redux|use-sync-external-store)[\\/]/;
const FIRST_PAGE_SHARED =
  /[\\/]src[\\/](i18n[\\/](index|languages|feature-texts)|lib[\\/]storage|api[\\/]errors|api[\\/]contract[\\/]constants|core[\\/]services|core[\\/](session|dialogs)[\\/](slice|sagas|selectors)|core[\\/](modals|navigation)[\\/]slice)\.ts$|vite[\\/]preload-helper/;

export default defineConfig(({ command }) => ({
  plugins: [react(), mockBackend(), axiosWithoutFetchAdapter()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build' ? reactRouterProduction : []),
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
              test: (id: string) => FIRST_PAGE_LIBRARIES.test(id) || FIRST_PAGE_SHARED.test(id),
            },
          ],
        },
      },
    },
  },
}));
