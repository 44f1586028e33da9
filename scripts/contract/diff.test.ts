// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, type EndpointDef } from '../../src/api/contract/define';
import { diffDocuments, main, renderTable, SNAPSHOT_FILE, UPDATE_HINT } from './diff';
import { buildOpenApi } from './openapi';

const Kind = z.enum(['BANK', 'EWALLET', 'QR']);

/** A one-call registry; `change` edits its schemas. */
function registry(change: { response?: z.ZodType; request?: z.ZodType } = {}) {
  const transfer = endpoint({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    module: 'WALLET3',
    token: true,
    request: change.request ?? z.object({ amount: z.number(), kind: Kind }),
    response:
      change.response ??
      z.object({ orderNo: z.string(), balance: z.number(), currency: z.string() }).loose(),
    sample: { amount: 1, kind: 'BANK' },
    spec: ['spec2-6'],
    summary: 'Transfer',
  });
  return buildOpenApi({ endpoints: { walletTransfer: transfer as EndpointDef }, version: '1' })
    .document;
}

function files(before: object, after: object) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-test-'));
  const write = (name: string, doc: object) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, JSON.stringify(doc));
    return file;
  };
  return { old: write('old.json', before), new: write('new.json', after), dir };
}

const ENDPOINT = 'POST /wps/relay/GCS_walletTransfer (walletTransfer)';

describe('contract:diff', () => {
  it('exits 1 on a removed response field and a new required request field, naming both', async () => {
    const after = registry({
      response: z.object({ orderNo: z.string(), balance: z.number() }).loose(),
      request: z.object({ amount: z.number(), kind: Kind, password: z.string() }),
    });
    const { old, new: next, dir } = files(registry(), after);
    try {
      let out = '';
      const code = await main([old, next], { out: (s) => (out += s), err: () => undefined });
      expect(code).toBe(1);
      expect(out).toMatch(
        /ERROR\s+POST \/wps\/relay\/GCS_walletTransfer \(walletTransfer\)\s+response 200 value\.currency\s/,
      );
      expect(out).toMatch(
        /ERROR\s+POST \S+ \(walletTransfer\)\s+request body password \(required\)/,
      );
      expect(out).toMatch(/contract:diff: [1-9]\d* breaking/);

      let json = '';
      expect(
        await main([old, next, '--format', 'json'], {
          out: (s) => (json += s),
          err: () => undefined,
        }),
      ).toBe(1);
      const changes = (JSON.parse(json) as { changes: Array<Record<string, string>> }).changes;
      expect(changes).toContainEqual(
        expect.objectContaining({
          level: 'breaking',
          endpoint: ENDPOINT,
          field: 'response 200 value.currency',
          action: 'remove',
        }),
      );
      expect(changes).toContainEqual(
        expect.objectContaining({
          level: 'breaking',
          endpoint: ENDPOINT,
          field: 'request body password (required)',
          action: 'add',
        }),
      );

      let md = '';
      await main([old, next, '--format', 'markdown'], {
        out: (s) => (md += s),
        err: () => undefined,
      });
      expect(md).toContain('## Breaking');
      expect(md).toContain(`| ${ENDPOINT} | \`response 200 value.currency\` |`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('grades a narrowed request type and a removed request enum value as breaking, a new optional answer field as not', () => {
    const narrowed = diffDocuments(
      registry(),
      registry({
        request: z.object({ amount: z.number().int(), kind: z.enum(['BANK', 'EWALLET']) }),
      }),
    );
    const breaking = narrowed.filter((c) => c.level === 'breaking').map((c) => c.field);
    expect(breaking).toEqual(expect.arrayContaining(['request body kind enum "QR"']));
    expect(breaking.some((f) => f.startsWith('request body amount'))).toBe(true);

    // An answer's type changed (number -> string): the portal's schema refuses it.
    const retyped = diffDocuments(
      registry(),
      registry({
        response: z
          .object({ orderNo: z.string(), balance: z.string(), currency: z.string() })
          .loose(),
      }),
    );
    expect(retyped).toContainEqual(
      expect.objectContaining({ level: 'breaking', field: 'response 200 value.balance (type)' }),
    );

    const added = diffDocuments(
      registry(),
      registry({
        response: z
          .object({
            orderNo: z.string(),
            balance: z.number(),
            currency: z.string(),
            fee: z.number().optional(),
          })
          .loose(),
      }),
    );
    expect(added.length).toBeGreaterThan(0);
    // The documents compared are left as they were (the library resolves in place: it gets copies).
    const before = registry();
    const copy = structuredClone(before);
    diffDocuments(before, registry({ request: z.object({ amount: z.number() }) }));
    expect(before).toEqual(copy);
    expect(added.filter((c) => c.level !== 'non-breaking')).toEqual([]);
    expect(renderTable(added)).toMatch(/0 breaking, 0 possibly breaking, [1-9]\d* non-breaking/);
  });

  it('answers 2 for usage errors', async () => {
    const quiet = { out: () => undefined, err: () => undefined };
    expect(await main([], quiet)).toBe(2);
    expect(await main(['only-one'], quiet)).toBe(2);
    expect(await main(['no-such-file-or-ref', 'WORKTREE'], quiet)).toBe(2);
  });
});

describe('the committed snapshot of the OpenAPI document', () => {
  it('is the document the registry generates (a change is acknowledged by updating it)', () => {
    const snapshot = JSON.parse(fs.readFileSync(SNAPSHOT_FILE, 'utf8')) as Record<string, unknown>;
    const { document } = buildOpenApi();
    const changes = diffDocuments(snapshot, document);
    const report = changes.length
      ? `The contract changed since ${SNAPSHOT_FILE}:\n${renderTable(changes, true)}\nIf intended, acknowledge it: ${UPDATE_HINT}`
      : '';
    expect(report).toBe('');
    // Whatever api-smart-diff does not see still counts.
    expect(JSON.parse(JSON.stringify(document))).toEqual(snapshot);
  });
});
