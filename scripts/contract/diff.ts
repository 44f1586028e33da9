/**
 * `npm run contract:diff -- OLD NEW`: what a change of the contract breaks for the portal as a
 * client (issue 27). OLD and NEW are OpenAPI files, git refs of this repository (the document is
 * generated from that commit's registry) or `WORKTREE` (the registry as it is now). The diff
 * itself is api-smart-diff's (it resolves the `$ref`s and classifies each change as a consumer
 * sees it); this file names each change by endpoint and field and grades it:
 *
 *   breaking           an error: a removed endpoint or response field, a narrowed type, a new
 *                      required request field or parameter, a removed enum value...
 *   possibly breaking  a warning: changes the library cannot classify, deprecations
 *   non-breaking       additions the portal ignores, texts, examples, `x-` extensions
 *
 * Output as a table (default), Markdown or JSON; exit code 1 when a change is breaking.
 * `npm run contract:snapshot` writes the committed snapshot of the document that `npm test`
 * compares the registry with (scripts/contract/diff.test.ts): updating it is the acknowledgement.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiCompare } from 'api-smart-diff';
import { format } from 'oxfmt';
import { buildOpenApi, type OpenApiDocument } from './openapi';
import { parseOptions } from './check';
import { processIo, runWhenMain, UsageError, type CliIo } from './cli';

export type ChangeLevel = 'breaking' | 'possibly-breaking' | 'non-breaking';

export interface ContractChange {
  level: ChangeLevel;
  /** `GET /wps/v2/wallets/balance (balance)`, or `(document)` outside the paths. */
  endpoint: string;
  /** `response 200 value.currencySymbol`, `request body currency`, `query pageSize`... */
  field: string;
  action: string;
  description: string;
  before?: unknown;
  after?: unknown;
}

/** The committed snapshot of the generated OpenAPI document. */
export const SNAPSHOT_FILE = 'scripts/contract/openapi.snapshot.json';
/** How to acknowledge a change of the contract. */
export const UPDATE_HINT = 'npm run contract:snapshot';

const LEVEL_OF: Record<string, ChangeLevel> = {
  breaking: 'breaking',
  unclassified: 'possibly-breaking',
  deprecated: 'possibly-breaking',
  'non-breaking': 'non-breaking',
  annotation: 'non-breaking',
};

const LEVELS: ChangeLevel[] = ['breaking', 'possibly-breaking', 'non-breaking'];

type Doc = Record<string, unknown>;
type Key = string | number;

/** The node at a path of a document (undefined when absent). */
function at(doc: unknown, keys: readonly Key[]): unknown {
  let node = doc;
  for (const key of keys) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<Key, unknown>)[key];
  }
  return node;
}

/** A parameter object, its `$ref` to components.parameters resolved. */
function parameter(doc: Doc, keys: readonly Key[]): { name?: string; in?: string } | undefined {
  const node = at(doc, keys) as { $ref?: string; name?: string; in?: string } | undefined;
  if (typeof node?.$ref === 'string')
    return at(doc, node.$ref.replace(/^#\//, '').split('/')) as typeof node;
  return node;
}

/** A schema path in words: `properties.a.items.properties.b` -> `a[].b`. */
function schemaField(keys: readonly Key[], before: unknown, after: unknown): string {
  let out = '';
  const dot = (name: string) => (out += out ? `.${name}` : name);
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    if (key === 'properties' && i + 1 < keys.length) dot(String(keys[++i]));
    else if (key === 'items') out += '[]';
    else if (key === 'additionalProperties') dot('*');
    else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') i += 1;
    else if (key === 'required' && i === keys.length - 2)
      return `${out ? `${out}.` : ''}${String(before ?? after)} (required)`;
    else if (key === 'enum' && i === keys.length - 2)
      return `${out || '(value)'} enum ${JSON.stringify(before ?? after)}`;
    else return `${out || '(value)'} (${keys.slice(i).join('.')})`;
  }
  return out || '(value)';
}

/** Endpoint and field of one diff path. */
function locate(
  keys: readonly Key[],
  before: Doc,
  after: Doc,
  change: { before?: unknown; after?: unknown },
) {
  if (keys[0] !== 'paths' || keys.length < 2)
    return { endpoint: '(document)', field: keys.join('.') };
  const route = String(keys[1]);
  if (keys.length === 2) return { endpoint: route, field: '(every method)' };
  const method = String(keys[2]);
  const op = (at(before, keys.slice(0, 3)) ?? at(after, keys.slice(0, 3))) as
    | { operationId?: string }
    | undefined;
  const endpoint = `${method.toUpperCase()} ${route}${op?.operationId ? ` (${op.operationId})` : ''}`;
  const rest = keys.slice(3);
  if (!rest.length) return { endpoint, field: '(operation)' };
  const [section, a, , , ...schema] = rest;
  if (section === 'parameters' && typeof a === 'number') {
    const p = parameter(before, keys.slice(0, 5)) ?? parameter(after, keys.slice(0, 5));
    const tail = rest.slice(2);
    const inner =
      tail[0] === 'schema'
        ? schemaField(tail.slice(1), change.before, change.after)
        : tail.join('.');
    const name = `${p?.in ?? 'parameter'} ${p?.name ?? a}`;
    return { endpoint, field: tail.length ? `${name} ${inner}` : name };
  }
  if (section === 'requestBody')
    return {
      endpoint,
      field:
        rest[3] === 'schema'
          ? `request body ${schemaField(rest.slice(4), change.before, change.after)}`
          : `request body ${rest.slice(1).join('.')}`,
    };
  if (section === 'responses') {
    const code = String(a ?? '');
    return {
      endpoint,
      field:
        rest[4] === 'schema'
          ? `response ${code} ${schemaField(schema.slice(1), change.before, change.after)}`
          : `response ${code}${rest.length > 2 ? ` ${rest.slice(2).join('.')}` : ''}`,
    };
  }
  return { endpoint, field: rest.join('.') };
}

const typesOf = (t: unknown) => new Set((Array.isArray(t) ? t : [t]).map(String));

/** Every value of JSON Schema type(s) `inner` is also of type(s) `outer`. */
function accepts(outer: unknown, inner: unknown): boolean {
  const o = typesOf(outer);
  return [...typesOf(inner)].every((t) => o.has(t) || (t === 'integer' && o.has('number')));
}

/**
 * A schema's type replaced, graded for the client (api-smart-diff calls some of these
 * non-breaking): an answer may now hold a type the portal does not accept, or the portal's
 * request may no longer be accepted. Null when the change is not a type replacement.
 */
function typeChange(keys: readonly Key[], action: string, before: unknown, after: unknown) {
  if (action !== 'replace' || keys.at(-1) !== 'type' || keys[0] !== 'paths') return null;
  const response = keys[3] === 'responses';
  const safe = response ? accepts(before, after) : accepts(after, before);
  return safe ? ('non-breaking' as const) : ('breaking' as const);
}

/**
 * Every change from `before` to `after`, graded for the portal as a client. Changes inside
 * `components` are reported where the operations use them (api-smart-diff resolves the refs),
 * so they are left out; `x-` extensions document the registry and break nothing.
 */
export function diffDocuments(
  before: OpenApiDocument | Doc,
  after: OpenApiDocument | Doc,
): ContractChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  // apiCompare changes its arguments (it resolves and merges in place): it gets copies.
  const { diffs } = apiCompare(structuredClone(before), structuredClone(after));
  const changes: ContractChange[] = [];
  for (const d of diffs) {
    const keys = d.path as Key[];
    if (keys[0] === 'components') continue;
    const extension = keys.some((k) => typeof k === 'string' && k.startsWith('x-'));
    const level = extension
      ? 'non-breaking'
      : (typeChange(keys, d.action, d.before, d.after) ?? LEVEL_OF[d.type] ?? 'possibly-breaking');
    changes.push({
      level,
      ...locate(keys, before as Doc, after as Doc, d),
      action: d.action,
      description: (d.description ?? `${d.action} ${keys.join('/')}`).replace(/^\[\w+\] /, ''),
      ...(d.before !== undefined ? { before: d.before } : {}),
      ...(d.after !== undefined ? { after: d.after } : {}),
    });
  }
  return changes.sort(
    (a, b) =>
      LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) || a.endpoint.localeCompare(b.endpoint),
  );
}

const short = (v: unknown) => {
  if (v === undefined) return '';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

const counts = (changes: readonly ContractChange[]) =>
  `${changes.filter((c) => c.level === 'breaking').length} breaking, ${changes.filter((c) => c.level === 'possibly-breaking').length} possibly breaking, ${changes.filter((c) => c.level === 'non-breaking').length} non-breaking`;

/** The terminal table: breaking and possibly breaking changes (non-breaking with `all`). */
export function renderTable(changes: readonly ContractChange[], all = false): string {
  const shown = changes.filter((c) => all || c.level !== 'non-breaking');
  const head = ['LEVEL', 'ENDPOINT', 'FIELD', 'CHANGE'];
  const rows = shown.map((c) => [
    c.level === 'breaking' ? 'ERROR' : c.level === 'possibly-breaking' ? 'WARN' : 'INFO',
    c.endpoint,
    c.field,
    `${c.description}${c.before !== undefined || c.after !== undefined ? ` (${short(c.before)} -> ${short(c.after)})` : ''}`,
  ]);
  const widths = head.map((h, i) =>
    i === 3 ? 0 : Math.max(h.length, ...rows.map((r) => r[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (widths[i] ? c.padEnd(widths[i]!) : c))
      .join('  ')
      .trimEnd();
  return [
    ...(rows.length ? [line(head), ...rows.map(line), ''] : []),
    `contract:diff: ${counts(changes)}`,
    '',
  ].join('\n');
}

/** Markdown: a table per level. */
export function renderMarkdown(changes: readonly ContractChange[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const title = {
    breaking: 'Breaking',
    'possibly-breaking': 'Possibly breaking',
    'non-breaking': 'Non-breaking',
  };
  const parts = [`# Contract changes\n\n${counts(changes)}\n`];
  for (const level of LEVELS) {
    const rows = changes.filter((c) => c.level === level);
    if (!rows.length) continue;
    parts.push(
      `## ${title[level]} (${rows.length})\n\n| endpoint | field | change |\n| --- | --- | --- |\n${rows
        .map((c) => `| ${cell(c.endpoint)} | \`${cell(c.field)}\` | ${cell(c.description)} |`)
        .join('\n')}\n`,
    );
  }
  return parts.join('\n');
}

/** The generated document of a git ref of this repository (its registry, its generator). */
function documentAtRef(ref: string): Doc {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root });
  } catch {
    throw new UsageError(`${ref}: neither a file nor a git ref of this repository`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
  try {
    execFileSync('git', ['worktree', 'add', '--detach', '--quiet', dir, ref], { cwd: root });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const out = path.join(dir, 'openapi.json');
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/contract/openapi.ts', '--out', out],
      {
        cwd: dir,
        stdio: 'ignore',
      },
    );
    return JSON.parse(fs.readFileSync(out, 'utf8')) as Doc;
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A document named on the command line: a file, `WORKTREE`, or a git ref. */
export function loadDocument(spec: string): Doc {
  if (spec === 'WORKTREE') return buildOpenApi().document as unknown as Doc;
  if (fs.existsSync(spec) && fs.statSync(spec).isFile()) {
    try {
      return JSON.parse(fs.readFileSync(spec, 'utf8')) as Doc;
    } catch (error) {
      throw new UsageError(`${spec}: not a JSON OpenAPI document (${(error as Error).message})`);
    }
  }
  return documentAtRef(spec);
}

/** The snapshot file's text: the document as the formatter writes JSON (npm test checks formatting). */
export async function snapshotText(document: OpenApiDocument | Doc): Promise<string> {
  // The repository's options (.oxfmtrc.json); format() discovers no config by itself.
  const {
    $schema: _schema,
    ignorePatterns: _ignored,
    ...options
  } = JSON.parse(fs.readFileSync(path.resolve('.oxfmtrc.json'), 'utf8')) as Record<string, unknown>;
  const result = await format(SNAPSHOT_FILE, JSON.stringify(document), options);
  if (result.errors.length) throw new Error(`${SNAPSHOT_FILE}: ${result.errors[0]!.message}`);
  return result.code;
}

export const USAGE = `Usage: npm run contract:diff -- OLD NEW [--format table|markdown|json] [--all]
       npm run contract:snapshot

Grades every change between two versions of the contract for the portal as a client:
breaking (an error), possibly breaking (a warning), non-breaking.

  OLD, NEW           OpenAPI JSON files, git refs of this repository (the document is generated
                     from that commit), or WORKTREE (the registry as it is now)
  --format F         table (default), markdown or json
  --all              the table lists the non-breaking changes too
  --update-snapshot  (contract:snapshot) print what changed since ${SNAPSHOT_FILE}, then
                     write the registry's document there: the acknowledgement of the change

Exit codes: 0 nothing breaking, 1 a breaking change, 2 usage error.`;

export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  try {
    const values = parseOptions(
      argv,
      {
        format: { type: 'string' },
        all: { type: 'boolean' },
        'update-snapshot': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      true,
    );
    if (values.help) {
      io.out(`${USAGE}\n`);
      return 0;
    }
    const positionals = values.positionals;
    if (values['update-snapshot']) {
      const now = buildOpenApi().document;
      const old = fs.existsSync(SNAPSHOT_FILE) ? loadDocument(SNAPSHOT_FILE) : {};
      io.out(renderTable(diffDocuments(old, now), true));
      fs.writeFileSync(SNAPSHOT_FILE, await snapshotText(now));
      io.out(`wrote ${SNAPSHOT_FILE}\n`);
      return 0;
    }
    if (positionals.length !== 2) throw new UsageError('give OLD and NEW');
    const fmt = (values.format as string | undefined) ?? 'table';
    if (!['table', 'markdown', 'json'].includes(fmt))
      throw new UsageError('--format: table, markdown or json');
    const changes = diffDocuments(loadDocument(positionals[0]!), loadDocument(positionals[1]!));
    io.out(
      fmt === 'json'
        ? `${JSON.stringify({ old: positionals[0], new: positionals[1], changes }, null, 2)}\n`
        : fmt === 'markdown'
          ? renderMarkdown(changes)
          : renderTable(changes, Boolean(values.all)),
    );
    return changes.some((c) => c.level === 'breaking') ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`contract:diff: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
}

runWhenMain(import.meta.url, main);
