import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint (Chrome 136+): the file's functions compiled when the file is. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint on each chunk's first line (once) and moves its source map's mappings down that line. */
export function addEagerCompileHint(bundle: Rolldown.OutputBundle): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || file.code.startsWith(EAGER_COMPILE_HINT)) continue;
    file.code = EAGER_COMPILE_HINT + file.code;
    const map = bundle[`${file.fileName}.map`];
    if (map?.type !== 'asset') continue;
    const json = JSON.parse(String(map.source)) as { mappings: string };
    // A map with no mappings (a chunk of generated code only) stays empty.
    if (json.mappings) map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
  }
}

type GenerateBundle = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Every chunk of the build starts with V8's compile hint. A script's functions are otherwise
 * compiled lazily, each on its first call, on the main thread: a start-up render of the home route
 * ran about 1,500 of them (about 110 ms on this machine, 440 ms at 4x CPU), all in the tasks before
 * the portal could be used. With the hint V8 compiles a file's functions as the file streams in,
 * on a background thread, while the rest of it is still on the line. The chunks are the portal's
 * own code, split by route and feature, so most of what each holds runs once it loads.
 *
 * V8 reads the hint only on a file's first line, and Vite's import analysis puts a chunk's preload
 * map on top in its `generateBundle`, which the compression plugin extends to compress the chunks
 * right after: the hint goes in between, extending that hook the same way (this plugin's
 * `configResolved` runs before the compression plugin's, which is `enforce: 'post'`).
 */
export function eagerCompileHint(): Plugin {
  return {
    name: 'portal-eager-compile-hint',
    apply: 'build',
    configResolved(config) {
      const analysis = config.plugins.find((p) => p.name === 'vite:build-import-analysis') as
        | { generateBundle?: GenerateBundle | { handler: GenerateBundle } }
        | undefined;
      const hook = analysis?.generateBundle;
      const original = typeof hook === 'function' ? hook : hook?.handler;
      if (!analysis || !original) {
        throw new Error("eagerCompileHint: Vite's build import analysis has no generateBundle");
      }
      const handler: GenerateBundle = async function (this: unknown, ...args) {
        await original.apply(this, args);
        addEagerCompileHint(args[1] as Rolldown.OutputBundle);
      };
      analysis.generateBundle = typeof hook === 'function' ? handler : { ...hook, handler };
    },
  };
}
