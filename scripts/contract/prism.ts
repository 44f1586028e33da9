/**
 * Stoplight Prism's validating proxy (`prism proxy --errors`) on 127.0.0.1, fed the generated OpenAPI
 * document: for scripts/contract/third-party.test.ts and contract:prism-portal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildOpenApi } from './openapi';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * Prism in front of `upstream`, the document written into `dir`; resolves once it listens (it fails
 * past `deadline`). `log()` is everything it printed; `stop()` kills it.
 */
export async function startPrism(upstream: string, dir: string, deadline: number) {
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(buildOpenApi().document));
  const port = await freePort();
  const bin = path.join(ROOT, 'node_modules/.bin/prism');
  const args = ['proxy', file, upstream, '--errors', '-p', String(port), '-h', '127.0.0.1'];
  const child: ChildProcess = spawn(bin, args, { env: process.env });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  while (!log.includes('Prism is listening')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`Prism did not start:\n${stripVTControlCharacters(log)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: `http://127.0.0.1:${port}`, log: () => log, stop: () => child.kill('SIGKILL') };
}
