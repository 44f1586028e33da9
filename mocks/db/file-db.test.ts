// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server as nodeMock } from '../node';
import { createMockAppWithDb, listenLocal } from '../server';
import { createJsonServerDb, DB_SCHEMA_VERSION, type Persisted } from './file-db';

// Real HTTP here: the in-process MSW interception of the unit tests is paused.
beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

const tmpFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'file-db-')), 'db.json');
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Persisted;
const siblings = (file: string) => fs.readdirSync(path.dirname(file)).sort();

describe('the mock data file at start-up', () => {
  it.each([
    ['unreadable JSON', '{"members": [{"id": 10'],
    ['an empty file', ''],
    ['a JSON value that is not the data', '[1, 2, 3]'],
  ])('keeps %s aside, says so naming both files, and starts from the seed', (_, text) => {
    const file = tmpFile();
    fs.writeFileSync(file, text);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { db } = createJsonServerDb(file);

    const aside = siblings(file).find((name) => name.startsWith('db.json.corrupt-'));
    expect(aside).toBeDefined();
    expect(fs.readFileSync(path.join(path.dirname(file), aside!), 'utf8')).toBe(text);
    const message = error.mock.calls.flat().join('\n');
    expect(message).toContain(file);
    expect(message).toContain(path.join(path.dirname(file), aside!));
    expect(db.state().members.some((m) => m.account === 'player1')).toBe(true);
    expect(read(file).meta.schemaVersion).toBe(DB_SCHEMA_VERSION);
  });

  it('keeps a file of an older schema version aside under its version, then seeds', () => {
    const file = tmpFile();
    fs.writeFileSync(file, JSON.stringify({ meta: { schemaVersion: 1 }, members: [] }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createJsonServerDb(file);

    expect(siblings(file).some((name) => /^db\.json\.v1-\d{4}-/.test(name))).toBe(true);
    expect(error.mock.calls.flat().join('\n')).toContain('schema version 1');
    expect(read(file).meta.schemaVersion).toBe(DB_SCHEMA_VERSION);
  });

  it('loads a whole file as it is and removes the temporary file of a write cut short', () => {
    const file = tmpFile();
    createJsonServerDb(file);
    const data = read(file);
    data.members[0]!.nickname = 'Kept';
    fs.writeFileSync(file, JSON.stringify(data));
    fs.writeFileSync(`${file}.tmp-99999`, '{"half": ');
    const error = vi.spyOn(console, 'error');

    const { db } = createJsonServerDb(file);
    expect(db.state().members[0]!.nickname).toBe('Kept');
    expect(siblings(file)).toEqual(['db.json']);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('writes of the mock data file', () => {
  it('groups the changes made together into one write, and answers once they are on disk', async () => {
    const file = tmpFile();
    const { db, stats } = createJsonServerDb(file);
    const before = stats.flushes;
    for (let i = 0; i < 50; i += 1) {
      db.state().sessions.push({ id: `t${i}`, memberId: 1001, createdAt: i });
      db.commit();
    }
    expect(db.pending()).toBe(true);
    await db.persisted();
    expect(db.pending()).toBe(false);
    expect(stats.flushes - before).toBe(1);
    expect(read(file).sessions).toHaveLength(50);
  });

  it('never writes for reads, and a /__db change is on disk when its answer arrives', async () => {
    const file = tmpFile();
    const { app, db } = createMockAppWithDb({ dbFile: file });
    const srv = await listenLocal(app, 0, { afterClose: () => db.persisted() });
    try {
      const written = fs.statSync(file).mtimeMs;
      for (let i = 0; i < 5; i += 1) await fetch(`${srv.url}/wps/system/status?url=x`);
      await fetch(`${srv.url}/__db/members/1001`);
      // The reads have been answered: none of them wrote the file or left a write waiting.
      expect(db.pending()).toBe(false);
      expect(fs.statSync(file).mtimeMs).toBe(written);

      const patched = await fetch(`${srv.url}/__db/members/1001`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ nickname: 'Durable' }),
      });
      expect(patched.status).toBe(200);
      expect(read(file).members.find((m) => m.id === 1001)?.nickname).toBe('Durable');
    } finally {
      await srv.close();
    }
  });

  it('writes compact JSON, not pretty-printed', () => {
    const file = tmpFile();
    createJsonServerDb(file);
    expect(fs.readFileSync(file, 'utf8')).not.toContain('\n');
  });
});
