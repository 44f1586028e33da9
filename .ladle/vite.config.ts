import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

/**
 * Ladle's Vite config (Ladle runs its own Vite and React plugin, so no React plugin here): the
 * `@` alias of the app and its public/ folder, which serves mockServiceWorker.js.
 */
const config: UserConfig = {
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  publicDir: fileURLToPath(new URL('../public', import.meta.url)),
};

export default config;
