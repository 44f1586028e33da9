import fs from 'node:fs';
import path from 'node:path';
import jsonServer, { type JsonServerRouter } from 'json-server';
import { createSeedState, type MockDb, type MockState } from './state';

/** Bumped when MockState changes shape: an older persisted file is then re-seeded. */
export const DB_SCHEMA_VERSION = 2;

type Persisted = MockState & { meta: { schemaVersion: number } };

const seed = (): Persisted => ({
  ...createSeedState(),
  meta: { schemaVersion: DB_SCHEMA_VERSION },
});

function readPersisted(file: string): Persisted | null {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Persisted>;
    return data.meta?.schemaVersion === DB_SCHEMA_VERSION ? (data as Persisted) : null;
  } catch {
    return null;
  }
}

/**
 * The mock's data held by json-server (lowdb): persisted to `file` when given, else in memory.
 * The returned router serves the same data as plain REST (mounted under /__db).
 */
export function createJsonServerDb(file: string | null): { db: MockDb; router: JsonServerRouter } {
  let router: JsonServerRouter;
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!readPersisted(file)) fs.writeFileSync(file, JSON.stringify(seed(), null, 2));
    router = jsonServer.router(file);
  } else {
    router = jsonServer.router(seed());
  }
  const low = router.db;
  const db: MockDb = {
    state: () => low.getState() as MockState,
    commit: () => {
      low.write();
    },
    reset: () => {
      low.setState(seed());
      low.write();
    },
  };
  return { db, router };
}
