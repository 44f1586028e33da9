/**
 * A Chromium driven over the DevTools protocol alone (`--remote-debugging-pipe`), for the loads the
 * bench times: nothing but the commands a measurement needs reaches the page.
 *
 * Why not Playwright: it enables the `Runtime` domain on every page it controls, and with it V8's
 * inspector captures a detailed stack trace for every `Error` object created. React's client
 * creates five at module scope (its internal signals), so V8 re-parses the whole first script to
 * collect source positions for those stacks: a 330-550 ms task at 4x CPU on the machine of
 * stop 37, against 50-110 ms without the inspector. A player's browser has no inspector attached;
 * `Runtime.evaluate` works without `Runtime.enable` and leaves it off.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

interface Pending {
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  method: string;
}

export class PipeChromium {
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private buffer = '';
  private closed = false;

  private constructor(
    private readonly child: ChildProcess,
    private readonly input: Writable,
    output: Readable,
    private readonly profileDir: string,
  ) {
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => this.receive(chunk));
    child.on('exit', () => {
      this.closed = true;
      for (const { reject, method } of this.pending.values())
        reject(new Error(`Chromium exited during ${method}`));
      this.pending.clear();
      fs.rmSync(this.profileDir, { recursive: true, force: true });
    });
  }

  /** Starts Chromium headless with an empty profile, its protocol on file descriptors 3 and 4. */
  static launch(executablePath: string, args: readonly string[]): PipeChromium {
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
    const child = spawn(
      executablePath,
      [
        ...args,
        '--headless',
        '--remote-debugging-pipe',
        `--user-data-dir=${profileDir}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    return new PipeChromium(
      child,
      child.stdio[3] as Writable,
      child.stdio[4] as Readable,
      profileDir,
    );
  }

  private receive(chunk: string) {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\0');
    while (end !== -1) {
      const message = JSON.parse(this.buffer.slice(0, end)) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
      };
      this.buffer = this.buffer.slice(end + 1);
      end = this.buffer.indexOf('\0');
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting) continue; // an event: nothing here listens to events
      this.pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result ?? {});
    }
  }

  /** Sends a command (to a page when `sessionId` is given) and resolves to its result. */
  send<T = Record<string, unknown>>(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`Chromium is gone (${method})`));
    this.nextId += 1;
    const id = this.nextId;
    const message = JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) });
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject, method });
      this.input.write(`${message}\0`);
    });
  }

  /**
   * A new tab in a browser context of its own (empty cache and storage), attached for commands.
   * `close` disposes of the context.
   */
  async newPage(): Promise<{ sessionId: string; close: () => Promise<void> }> {
    const { browserContextId } = await this.send<{ browserContextId: string }>(
      'Target.createBrowserContext',
      { disposeOnDetach: true },
    );
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    return {
      sessionId,
      close: async () => {
        await this.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
      },
    };
  }

  /** Evaluates an expression in the page (its value returned by value), `Runtime` left disabled. */
  async evaluate<T>(sessionId: string, expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value?: unknown };
      exceptionDetails?: { text: string };
    }>('Runtime.evaluate', { expression, returnByValue: true }, sessionId);
    if (exceptionDetails) throw new Error(`evaluate: ${exceptionDetails.text}`);
    return result.value as T;
  }

  async close() {
    if (this.closed) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.send('Browser.close').catch(() => this.child.kill());
    await exited;
  }
}
