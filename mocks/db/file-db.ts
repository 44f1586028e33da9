import fs from 'node:fs';
import path from 'node:path';
import jsonServer, { type JsonServerRouter } from 'json-server';
import { createSeedState, type MockDb, type MockState } from './state';
import { canMigrate, migrate } from './migrate';

/** Bumped when MockState changes shape: an older persisted file is then kept aside and re-seeded. */
export const DB_SCHEMA_VERSION = 3;

export type Persisted = MockState & { meta: { schemaVersion: number } };

const seed = (): Persisted => ({
  ...createSeedState(),
  meta: { schemaVersion: DB_SCHEMA_VERSION },
});

const COLLECTIONS = ['members', 'sessions', 'favorites', 'recents', 'smsCodes', 'records'] as const;

/** A file-system safe time stamp for the names of kept-aside files. */
const stamp = () => new Date().toISOString().replace(/:/g, '-');

type Loaded =
  | { kind: 'ok'; data: Persisted }
  | { kind: 'missing' }
  | { kind: 'corrupt'; reason: string }
  | { kind: 'outdated'; version: number | null };

function readPersisted(file: string): Loaded {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'corrupt', reason: (error as Error).message };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = text.trim() ? (error as Error).message : 'the file is empty';
    return { kind: 'corrupt', reason };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { kind: 'corrupt', reason: 'not a JSON object' };
  const record = data as Partial<Persisted>;
  const version = record.meta?.schemaVersion;
  // An older file with an upgrade path (db/migrate.ts) is upgraded; any other is kept aside.
  if (canMigrate(version, DB_SCHEMA_VERSION)) migrate(record, DB_SCHEMA_VERSION);
  else if (version !== DB_SCHEMA_VERSION)
    return { kind: 'outdated', version: typeof version === 'number' ? version : null };
  const missing = COLLECTIONS.filter((key) => !Array.isArray(record[key]));
  if (typeof record.scenario !== 'object' || record.scenario === null)
    missing.unshift('scenario' as never);
  if (missing.length)
    return { kind: 'corrupt', reason: `missing or malformed: ${missing.join(', ')}` };
  return { kind: 'ok', data: data as Persisted };
}

/**
 * Writes `text` to `file` so that a crash at any moment leaves either the old or the new file,
 * never a torn or empty one: a temporary file beside it, fsync, rename over, fsync of the folder.
 */
async function writeDurably(file: string, text: string): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  const handle = await fs.promises.open(tmp, 'w');
  try {
    await handle.writeFile(text);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await fs.promises.rename(tmp, file);
  await syncFolder(path.dirname(file));
}

function writeDurablySync(file: string, text: string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeFileSync(fd, text);
    fs.fdatasyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  const dir = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(dir);
  } catch {
    /* some file systems cannot sync a folder; the rename is still atomic */
  } finally {
    fs.closeSync(dir);
  }
}

async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    /* some file systems cannot sync a folder; the rename is still atomic */
  } finally {
    await handle.close();
  }
}

/** Moves an unusable data file aside (never deletes it) and says so loudly; returns the new name. */
function keepAside(file: string, suffix: string, why: string): string {
  const aside = `${file}.${suffix}-${stamp()}`;
  fs.renameSync(file, aside);
  console.error(
    [
      '',
      `[mock] !!! ${why}: ${file}`,
      `[mock] !!! It was kept as ${aside}; the mock starts again from the seed data.`,
      '',
    ].join('\n'),
  );
  return aside;
}

/** Reads the data file, keeping an unusable one aside; seeds (and writes) when there is none. */
function loadOrSeed(file: string): Persisted {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Temporary files of an earlier process that died mid-write: the data file itself is whole.
  const base = path.basename(file);
  for (const name of fs.readdirSync(path.dirname(file)))
    if (name.startsWith(`${base}.tmp-`))
      fs.rmSync(path.join(path.dirname(file), name), { force: true });
  const loaded = readPersisted(file);
  if (loaded.kind === 'ok') return loaded.data;
  if (loaded.kind === 'corrupt')
    keepAside(file, 'corrupt', `The mock data file is unreadable (${loaded.reason})`);
  if (loaded.kind === 'outdated')
    keepAside(
      file,
      `v${loaded.version ?? 'unknown'}`,
      `The mock data file has schema version ${loaded.version ?? 'unknown'}, this mock needs ${DB_SCHEMA_VERSION}`,
    );
  const data = seed();
  writeDurablySync(file, JSON.stringify(data));
  return data;
}

/**
 * Group commit of the data file. A change marks the data dirty and schedules a flush; a flush
 * serialises the whole state once and writes it durably (`writeDurably`) while the server goes on
 * answering; changes made meanwhile are all served by the next flush. `persisted()` resolves once
 * everything changed so far is on disk: the HTTP host awaits it before an answer leaves, so an
 * acknowledged change survives kill -9, and reads never write.
 */
class GroupCommit {
  /** Number of changes so far, and how many of them are on disk. */
  private changed = 0;
  private written = 0;
  private running: Promise<void> | null = null;
  private waiters: { upTo: number; resolve: () => void; reject: (e: unknown) => void }[] = [];
  /** Flushes done and bytes written (the bench and tests read them). */
  readonly stats = { flushes: 0, bytes: 0 };

  constructor(
    private readonly file: string,
    private readonly snapshot: () => unknown,
  ) {}

  markChanged(): void {
    this.changed += 1;
    this.running ??= this.run();
  }

  get pending(): boolean {
    return this.written < this.changed;
  }

  persisted(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    return new Promise((resolve, reject) =>
      this.waiters.push({ upTo: this.changed, resolve, reject }),
    );
  }

  private async run(): Promise<void> {
    // Let the changes of this turn of the event loop join the first flush.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.pending) {
        const upTo = this.changed;
        const text = JSON.stringify(this.snapshot());
        await writeDurably(this.file, text);
        this.written = upTo;
        this.stats.flushes += 1;
        this.stats.bytes += text.length;
        this.settle(
          (w) => w.upTo <= upTo,
          (w) => w.resolve(),
        );
      }
    } catch (error) {
      console.error(`[mock] could not write ${this.file}:`, error);
      this.settle(
        () => true,
        (w) => w.reject(error),
      );
    } finally {
      this.running = null;
    }
  }

  private settle(
    which: (w: GroupCommit['waiters'][number]) => boolean,
    how: (w: GroupCommit['waiters'][number]) => void,
  ) {
    const done = this.waiters.filter(which);
    this.waiters = this.waiters.filter((w) => !which(w));
    done.forEach(how);
  }
}

export interface JsonServerDb {
  db: MockDb;
  router: JsonServerRouter;
  /** Flushes done and bytes written so far (zero in memory). */
  stats: { flushes: number; bytes: number };
}

/**
 * The mock's data held by json-server (lowdb, in memory), persisted to `file` when given by group
 * commit (see GroupCommit). The returned router serves the same data as plain REST (mounted
 * under /__db); its writes go through the same group commit and answer once on disk.
 */
export function createJsonServerDb(file: string | null): JsonServerDb {
  const router = jsonServer.router(file ? loadOrSeed(file) : seed());
  const low = router.db;
  const state = () => low.getState() as MockState;
  if (!file) {
    const db: MockDb = {
      state,
      commit: () => undefined,
      reset: () => {
        low.setState(seed());
      },
      persisted: () => Promise.resolve(),
      pending: () => false,
    };
    return { db, router, stats: { flushes: 0, bytes: 0 } };
  }
  const writer = new GroupCommit(file, () => low.getState());
  // json-server's own writes (the /__db REST view) mark the data changed instead of writing it.
  low.write = (returnValue?: unknown) => {
    writer.markChanged();
    return returnValue;
  };
  const render = router.render;
  router.render = (req, res) => {
    if (!writer.pending) return render(req, res);
    writer.persisted().then(
      () => render(req, res),
      () => res.status(500).json({ error: 'the mock could not write its data file' }),
    );
  };
  const db: MockDb = {
    state,
    commit: () => writer.markChanged(),
    reset: () => {
      low.setState(seed());
      writer.markChanged();
    },
    persisted: () => writer.persisted(),
    pending: () => writer.pending,
  };
  return { db, router, stats: writer.stats };
}
