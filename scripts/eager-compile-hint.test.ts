// @vitest-environment node
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { addEagerCompileHint, EAGER_COMPILE_HINT, eagerCompileHint } from './eager-compile-hint';

type Hook = (this: unknown, ...args: unknown[]) => Promise<void> | void;

function chunk(fileName: string, code: string) {
  return { type: 'chunk', fileName, code } as Rolldown.OutputChunk;
}

function asset(fileName: string, source: string) {
  return { type: 'asset', fileName, source } as Rolldown.OutputAsset;
}

function bundleOf(...files: (Rolldown.OutputChunk | Rolldown.OutputAsset)[]) {
  return Object.fromEntries(files.map((f) => [f.fileName, f])) as Rolldown.OutputBundle;
}

describe('addEagerCompileHint', () => {
  it('puts the hint on the first line of every chunk and moves each source map down a line', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', 'const a=()=>1;\n//# sourceMappingURL=index.js.map'),
      asset('assets/index.js.map', JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' })),
      chunk('assets/lazy.js', 'export const b=()=>2;'),
      asset('assets/lazy.js.map', JSON.stringify({ version: 3, sources: [], mappings: '' })),
      asset('assets/index.css', 'a{color:red}'),
    );
    addEagerCompileHint(bundle);
    addEagerCompileHint(bundle);

    const code = (name: string) => (bundle[name] as Rolldown.OutputChunk).code;
    expect(code('assets/index.js')).toBe(
      `${EAGER_COMPILE_HINT}const a=()=>1;\n//# sourceMappingURL=index.js.map`,
    );
    expect(code('assets/lazy.js')).toBe(`${EAGER_COMPILE_HINT}export const b=()=>2;`);
    const map = JSON.parse(String((bundle['assets/index.js.map'] as Rolldown.OutputAsset).source));
    expect(map).toEqual({ version: 3, mappings: ';AAAA,CAAC' });
    // Nothing to move (and a reader such as Lighthouse finds no line it cannot place).
    const empty = JSON.parse(String((bundle['assets/lazy.js.map'] as Rolldown.OutputAsset).source));
    expect(empty).toEqual({ version: 3, sources: [], mappings: '' });
    expect((bundle['assets/index.css'] as Rolldown.OutputAsset).source).toBe('a{color:red}');
  });
});

describe('eagerCompileHint plugin', () => {
  it("sits between Vite's preload map and the compression that extends the same hook", async () => {
    const compressed: string[] = [];
    const analysis = {
      name: 'vite:build-import-analysis',
      generateBundle: {
        handler(_options: unknown, bundle: Rolldown.OutputBundle) {
          const entry = bundle['assets/index.js'] as Rolldown.OutputChunk;
          entry.code = `const __vite__mapDeps=(i)=>i;\n${entry.code}`;
        },
      },
    };
    const config = { plugins: [analysis] } as unknown as ResolvedConfig;
    const plugin = eagerCompileHint();
    (plugin.configResolved as (c: ResolvedConfig) => void)(config);
    // The compression plugin's configResolved comes later and extends the hook as it finds it.
    const hinted = analysis.generateBundle.handler as Hook;
    analysis.generateBundle.handler = async function (this: unknown, ...args: unknown[]) {
      await hinted.apply(this, args);
      const bundle = args[1] as Rolldown.OutputBundle;
      compressed.push((bundle['assets/index.js'] as Rolldown.OutputChunk).code);
    };

    const bundle = bundleOf(chunk('assets/index.js', 'import("./lazy.js");'));
    await (analysis.generateBundle.handler as Hook).call({}, {}, bundle);

    expect(compressed).toEqual([
      `${EAGER_COMPILE_HINT}const __vite__mapDeps=(i)=>i;\nimport("./lazy.js");`,
    ]);
  });

  it('stops the build when Vite no longer has the hook it extends', () => {
    const config = { plugins: [{ name: 'vite:other' } as Plugin] } as unknown as ResolvedConfig;
    const plugin = eagerCompileHint();
    expect(() => (plugin.configResolved as (c: ResolvedConfig) => void)(config)).toThrow(
      /no generateBundle/,
    );
  });
});
