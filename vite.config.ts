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
      if (process.env.VITE_MOCK === 'worker' || process.env.MOCK_OFF) return;
      const { createMockApp, DEFAULT_DB_FILE } = await server.ssrLoadModule('/mocks/server.ts') as typeof MockServer;
      const app = createMockApp({ dbFile: process.env.MOCK_DB ?? DEFAULT_DB_FILE, preset: process.env.MOCK_PRESET });
      const prefixes = ['/wps', '/lgw', '/lotto', '/__mock', '/__db', '/brand.json', '/cdn-', '/launch-'];
      server.middlewares.use((req, res, next) => {
        if (prefixes.some((p) => req.url?.startsWith(p))) app(req as never, res as never, next);
        else next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), mockBackend()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
});
