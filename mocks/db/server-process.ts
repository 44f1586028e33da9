import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface MockServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when it is gone. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Bundles the standalone mock (`startMockServer` of mocks/server.ts, our TypeScript in one file,
 * packages left to node) into `dir`, for tests that start it many times: it then starts in about
 * half the CPU time of `tsx mocks/server.ts`, which compiles every module on each start.
 */
export async function bundleMockServer(dir: string): Promise<string> {
  const { build } = await import('vite');
  const entry = path.join(dir, 'entry.ts');
  fs.writeFileSync(
    entry,
    [
      `import { startMockServer } from ${JSON.stringify(path.join(ROOT, 'mocks/server.ts'))};`,
      `const { url } = await startMockServer({ port: 0, dbFile: process.env.MOCK_DB ?? null });`,
      'console.log(`Mock backend listening on ${url}`);',
    ].join('\n'),
  );
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    publicDir: false,
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    build: {
      ssr: entry,
      outDir: path.join(dir, 'out'),
      minify: false,
      rollupOptions: { output: { entryFileNames: 'server.mjs' } },
    },
  });
  // The packages the bundle imports, found from its own folder.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'out', 'node_modules'), 'dir');
  return path.join(dir, 'out', 'server.mjs');
}

/**
 * Starts the standalone mock (`mocks/server.ts`, as `npm run mock:server` does, or its bundle
 * from bundleMockServer) in its own node process on a free port of 127.0.0.1 and resolves with
 * its url once it says it is listening. Used by the crash test and the throughput bench, which
 * need a process they can kill or load.
 */
export function spawnMockServer(options: {
  dbFile: string;
  /** A bundle made by bundleMockServer; else mocks/server.ts through tsx. */
  bundle?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<MockServerProcess> {
  // A bundle is imported from `-e`, so that no bundled module takes itself for the main one.
  const args = options.bundle
    ? [
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(pathToFileURL(options.bundle).href)})`,
      ]
    : ['--import', 'tsx', path.join(ROOT, 'mocks/server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env, MOCK_PORT: '0', MOCK_DB: options.dbFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const stop = async (graceMs = 2_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(0);
      reject(new Error(`mock server did not start in time:\n${out}`));
    }, options.timeoutMs ?? 15_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, child, output: () => out, exited, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited (${String(how)}) before listening:\n${out}`));
    });
  });
}
