/**
 * Ladle (`npm run ladle`, `npm run ladle:build`). Run from the repository root: paths are
 * relative to it. The app's vite.config.ts is not read; .ladle/vite.config.ts is.
 *
 * @type {import('@ladle/react').UserConfig}
 */
export default {
  stories: 'src/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
  addons: {
    // Not for Ladle's per-story `msw` handlers (no story uses them): with this addon off, Ladle
    // aliases `msw` and `msw/browser` to an empty module, and mocks/browser.ts (started by
    // .ladle/components.tsx) could not run. On, Ladle also copies msw's mockServiceWorker.js
    // into public/ (the same file `msw.workerDirectory` keeps there).
    msw: { enabled: true },
  },
};
