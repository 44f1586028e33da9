/**
 * OpenAPI 3.1 from the endpoint registry (issue 13, part 1).
 *
 * Every registry entry becomes one operation: its path and method, the platform's headers (the
 * module id as `ModuleId`), the raw token as an `apiKey` security requirement, the query or body
 * from the request schema, the answer inside the envelope (or bare for unwrapped calls), the
 * sample as the example and the `inferred` note in the description. Schemas describe the wire
 * format: zod's input side (defaults make a field optional, coercions keep the target type).
 *
 * What JSON Schema cannot say (refinements, transforms, preprocessing, custom checks, coercion in
 * a JSON body, unrepresentable types) is listed per operation in `x-contract-unexpressed` and
 * printed at the end of the CLI run, never dropped silently.
 *
 *   npm run contract:openapi -- --out FILE     (without --out the document goes to stdout)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  domainOf,
  endpoints as registry,
  type EndpointName,
} from '../../src/api/contract/endpoints';
import * as shared from '../../src/api/contract/define';
import { envelope, ErrorEnvelope, type EndpointDef } from '../../src/api/contract/define';
import { ErrorCodes } from '../../src/api/contract/constants';
import * as account from '../../src/api/contract/account';
import * as agent from '../../src/api/contract/agent';
import * as auth from '../../src/api/contract/auth';
import * as chat from '../../src/api/contract/chat';
import * as games from '../../src/api/contract/games';
import * as launch from '../../src/api/contract/launch';
import * as lottery from '../../src/api/contract/lottery';
import * as member from '../../src/api/contract/member';
import * as notices from '../../src/api/contract/notices';
import * as points from '../../src/api/contract/points';
import * as preferences from '../../src/api/contract/preferences';
import * as promotions from '../../src/api/contract/promotions';
import * as register from '../../src/api/contract/register';
import * as sports from '../../src/api/contract/sports';
import * as system from '../../src/api/contract/system';
import * as wallet from '../../src/api/contract/wallet';

/** The contract's modules, whose exported schemas name the document's components. */
const CONTRACT_MODULES: Record<string, Record<string, unknown>> = {
  shared,
  system,
  auth,
  register,
  account,
  preferences,
  member,
  chat,
  wallet,
  notices,
  games,
  launch,
  sports,
  lottery,
  agent,
  promotions,
  points,
};

/**
 * The contract's exported object schemas under their export names, so that the document has
 * named, shared components (`LoginValue`, `WhitelabelNode`...) instead of copies.
 */
function namedSchemas(): z.core.$ZodRegistry<{ id?: string }> {
  const names = z.registry<{ id?: string }>();
  const taken = new Set<string>();
  for (const [domain, module] of Object.entries(CONTRACT_MODULES)) {
    for (const [exported, value] of Object.entries(module)) {
      if (!(value instanceof z.ZodType) || names.has(value)) continue;
      const type = (value as unknown as { _zod: { def: { type: string } } })._zod.def.type;
      if (!['object', 'record', 'lazy'].includes(type)) continue;
      const id = taken.has(exported) ? `${domain}.${exported}` : exported;
      taken.add(id);
      names.add(value, { id });
    }
  }
  return names;
}

/** Tag of entries no domain map holds (a test keeps it unused for the real registry). */
export const UNTAGGED = 'other';

export type JsonSchema = Record<string, unknown>;

/** Something of the contract that the JSON Schema in the document does not say. */
export interface Unexpressed {
  endpoint: string;
  /** Where: `request.query.pageNo`, `request.body.items[].qty`, `response.value.list[]`... */
  path: string;
  kind:
    | 'refinement'
    | 'transform'
    | 'preprocess'
    | 'pipe'
    | 'custom'
    | 'coercion'
    | 'unrepresentable';
  note: string;
}

/** One operation object of the document. */
export type Operation = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
  [extension: string]: unknown;
}

export interface OpenApiBuild {
  document: OpenApiDocument;
  unexpressed: Unexpressed[];
}

export interface OpenApiOptions {
  /** The registry to describe (default: the portal's). */
  endpoints?: Record<string, EndpointDef>;
  /** `info.version` (default: package.json's version). */
  version?: string;
}

/** The security scheme's name: the raw token in `Authorization` (no "Bearer"). */
export const TOKEN_SCHEME = 'token';
/** The module header the client sends (api-facts: seen as `ModuleId` / `Module-Id`). */
export const MODULE_HEADER = 'ModuleId';

const SCHEMA_REF = '#/components/schemas/';
const PARAM_REF = '#/components/parameters/';
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The platform's common request headers (api-facts "Conventions"), as shared parameters. */
const COMMON_HEADERS: Record<string, JsonSchema> = {
  Merchant: {
    name: 'Merchant',
    in: 'header',
    required: true,
    description: 'The merchant (white-label site) code; exactly one per request.',
    schema: { type: 'string' },
    example: 'DEMO',
  },
  Language: {
    name: 'Language',
    in: 'header',
    description: 'Language of the texts in the answer (`EN`, `TY`...).',
    schema: { type: 'string' },
    example: 'EN',
  },
  Device: {
    name: 'Device',
    in: 'header',
    schema: { type: 'string' },
    example: 'web',
  },
  GatewayVersion: {
    name: 'X-Gateway-Version',
    in: 'header',
    schema: { type: 'string' },
    example: '3',
  },
};

/** The module id of the deployment's own files (the brand file): served next to the portal. */
export const DEPLOYMENT_MODULE = 'BRAND';

/** The brand file names the merchant, so a request for it cannot need one (issue 27). */
const DEPLOYMENT_MERCHANT = {
  ...COMMON_HEADERS.Merchant,
  required: false,
  description:
    'Not needed: the brand file is a deployment file (not a platform call) and names the merchant itself.',
};

/** `['properties','list','items','properties','x']` → `list[].x`. */
function readablePath(jsonPath: readonly (string | number)[]): string {
  let out = '';
  for (let i = 0; i < jsonPath.length; i += 1) {
    const key = jsonPath[i];
    if (key === 'properties' || key === '$defs') {
      out += `${out ? '.' : ''}${String(jsonPath[++i])}`;
    } else if (key === 'items') out += '[]';
    else if (key === 'prefixItems') out += `[${String(jsonPath[++i])}]`;
    else if (key === 'additionalProperties') out += `${out ? '.' : ''}*`;
    else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf')
      out += `<${String(jsonPath[++i])}>`;
    else out += `${out ? '.' : ''}${String(key)}`;
  }
  return out;
}

type ZodDef = {
  type: string;
  coerce?: boolean;
  checks?: { _zod: { def: { check: string } } }[];
  in?: { _zod: { def: ZodDef } };
  out?: { _zod: { def: ZodDef } };
};

type Finding = Pick<Unexpressed, 'kind' | 'note'>;

/** What of a zod node JSON Schema cannot express (nothing for most). */
function unexpressedKinds(def: ZodDef): Finding[] {
  if (def.type === 'pipe') {
    if (def.in?._zod.def.type === 'transform')
      return [{ kind: 'preprocess', note: 'the value is preprocessed before it is checked' }];
    if (def.out?._zod.def.type === 'transform')
      return [{ kind: 'transform', note: 'the value is transformed after it is checked' }];
    return [{ kind: 'pipe', note: 'a second schema checks the value after the first' }];
  }
  if (def.type === 'transform') return [{ kind: 'transform', note: 'the value is transformed' }];
  if (def.type === 'custom') return [{ kind: 'custom', note: 'a custom check (z.custom)' }];
  const found: Finding[] = [];
  const checks = new Set(def.checks?.map((c) => c._zod.def.check));
  if (checks.has('custom'))
    found.push({
      kind: 'refinement',
      note: 'a refinement (.refine / .superRefine) the schema omits',
    });
  if (checks.has('overwrite'))
    found.push({
      kind: 'transform',
      note: 'the value is normalised (trim, case) before its length and pattern are checked',
    });
  if (def.coerce)
    found.push({ kind: 'coercion', note: 'values that convert to this type are accepted too' });
  return found;
}

interface Generation {
  endpoint: string;
  names: z.core.$ZodRegistry<{ id?: string }>;
  components: Record<string, JsonSchema>;
  found: Unexpressed[];
}

/**
 * JSON Schema (draft 2020-12, input side) of one zod schema: named schemas go to
 * `components.schemas`, and what it could not express is noted. `inQuery`: query values are text
 * on the wire anyway, so a coercion there is no news.
 */
function toSchema(schema: z.ZodType, where: string, gen: Generation, inQuery = false): JsonSchema {
  const seen = new Set<string>();
  const note = (jsonPath: readonly (string | number)[], entry: Finding) => {
    if (inQuery && entry.kind === 'coercion') return;
    const at = readablePath(jsonPath);
    const key = `${at}|${entry.kind}`;
    if (seen.has(key)) return;
    seen.add(key);
    gen.found.push({ endpoint: gen.endpoint, path: at ? `${where}.${at}` : where, ...entry });
  };
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    metadata: gen.names,
    unrepresentable: (ctx) => {
      note(ctx.path, { kind: 'unrepresentable', note: ctx.message });
      return {};
    },
    override: (ctx) => {
      const def = (ctx.zodSchema as unknown as { _zod: { def: ZodDef } })._zod.def;
      for (const entry of unexpressedKinds(def)) note(ctx.path, entry);
    },
  }) as JsonSchema;
  delete json.$schema;
  return hoistDefs(json, gen.components, `${gen.endpoint}${where.replace(/\W/g, '_')}`);
}

/**
 * Moves a schema's `$defs` into `components.schemas` and points its `$ref`s there. Named schemas
 * keep their names; zod's anonymous ones (`__schema0`, for recursion) get `hint` as a prefix.
 */
function hoistDefs(schema: JsonSchema, components: Record<string, JsonSchema>, hint: string) {
  const defs = schema.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return schema;
  delete schema.$defs;
  const renamed = new Map<string, string>();
  for (const local of Object.keys(defs)) {
    const name = local.startsWith('__') ? `${hint}${local.slice(1)}` : local;
    renamed.set(`#/$defs/${local}`, `${SCHEMA_REF}${name}`);
  }
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] = k === '$ref' && typeof v === 'string' ? (renamed.get(v) ?? v) : rewrite(v);
    }
    return out;
  };
  for (const [local, def] of Object.entries(defs)) {
    const name = renamed.get(`#/$defs/${local}`)!.slice(SCHEMA_REF.length);
    components[name] = rewrite(def) as JsonSchema;
  }
  return rewrite(schema) as JsonSchema;
}

/** The object schema behind a `$ref` (a named request schema). */
function resolveRef(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref;
  return typeof ref === 'string' && ref.startsWith(SCHEMA_REF)
    ? (components[ref.slice(SCHEMA_REF.length)] ?? schema)
    : schema;
}

const errorResponse = (description: string) => ({
  description,
  content: { [JSON_TYPE]: { schema: { $ref: `${SCHEMA_REF}ErrorEnvelope` } } },
});

/** What the legacy codec sends instead of the JSON body (api-facts "Payload encryption"). */
const SEALED_BODY: JsonSchema = {
  type: 'object',
  title: 'Legacy codec',
  description:
    'The JSON body under the legacy codec: DES-ECB (PKCS7, key = the first 8 characters of a ' +
    'random 16-character string r), base64; reverse(r) travels RSA-encrypted in `Encryption`.',
  properties: { value: { type: 'string', contentEncoding: 'base64' } },
  required: ['value'],
};

function describe(name: string, ep: EndpointDef): string {
  const lines = [ep.summary + '.'];
  if (ep.inferred) lines.push(`**Inferred:** ${ep.inferred}.`);
  lines.push(
    `Module \`${ep.module}\`; ${ep.token ? 'needs the session token' : 'no token needed'}; ` +
      `spec ${ep.spec.join(', ')}.`,
  );
  if (ep.refusesTrial)
    lines.push(
      `A trial (free-play, type 4) account is refused: \`trial.account\` '${ep.refusesTrial.message}'` +
        (ep.refusesTrial.inferred ? ` (inferred: ${ep.refusesTrial.inferred}).` : '.'),
    );
  if (ep.effects?.length) lines.push(`Effects on the account: ${ep.effects.join(', ')}.`);
  if (!ep.wrapped) lines.push('The answer is **not** wrapped in the envelope.');
  if (ep.form) lines.push('The body is form-encoded: every value travels as text.');
  if (ep.encrypt)
    lines.push(
      'Encrypted call: the client sends either the plain JSON body or, with the legacy codec, ' +
        '`{ value: <cipher text> }` plus the `Encryption` header; the mock decodes both.',
    );
  lines.push(`Registry entry \`${name}\`.`);
  return lines.join('\n\n');
}

function operation(
  name: string,
  ep: EndpointDef,
  gen: Omit<Generation, 'endpoint' | 'found'>,
): { op: Record<string, unknown>; unexpressed: Unexpressed[] } {
  const g: Generation = { ...gen, endpoint: name, found: [] };
  const found = g.found;
  const query = ep.method === 'GET' || ep.method === 'DELETE';
  const request = toSchema(ep.request, query ? 'request.query' : 'request.body', g, query);
  const answer = ep.wrapped ? envelope(ep.response) : ep.response;
  const response = toSchema(answer, 'response', g);

  const parameters: unknown[] = [
    ...Object.keys(COMMON_HEADERS).map((key) =>
      key === 'Merchant' && ep.module === DEPLOYMENT_MODULE
        ? DEPLOYMENT_MERCHANT
        : { $ref: `${PARAM_REF}${key}` },
    ),
    {
      name: MODULE_HEADER,
      in: 'header',
      description: "The endpoint's module id, checked against the white-label flags.",
      schema: { type: 'string', const: ep.module },
      example: ep.module,
    },
  ];
  const sample = (ep.sample ?? {}) as Record<string, unknown>;
  const op: Record<string, unknown> = {
    operationId: name,
    tags: [(registry[name as EndpointName] === ep && domainOf(name as EndpointName)) || UNTAGGED],
    summary: ep.summary,
    description: describe(name, ep),
    parameters,
  };
  if (query) {
    const object = resolveRef(request, gen.components);
    const props = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [param, schema] of Object.entries(props)) {
      parameters.push({
        name: param,
        in: 'query',
        required: required.has(param),
        schema,
        ...(sample[param] !== undefined ? { example: sample[param] } : {}),
      });
    }
    if (Object.keys(props).length === 0) {
      op.description += '\n\nTakes no query parameters (others are ignored).';
    }
  } else {
    const body = ep.encrypt ? { anyOf: [request, SEALED_BODY] } : request;
    const required = resolveRef(request, gen.components).required;
    op.requestBody = {
      required: Array.isArray(required) && required.length > 0,
      content: { [ep.form ? FORM_TYPE : JSON_TYPE]: { schema: body, example: sample } },
    };
    if (ep.encrypt) {
      parameters.push({
        name: 'Encryption',
        in: 'header',
        description: 'reverse(r) under textbook RSA (hex); only with the legacy codec.',
        schema: { type: 'string', pattern: '^[0-9a-fA-F]+$' },
      });
    }
  }
  const responses: Record<string, unknown> = {
    '200': {
      description: ep.wrapped
        ? 'The envelope: `value` on success; `success: false` with `errorCode` and `message` on a business failure.'
        : 'The answer itself (no envelope).',
      // A business failure answers HTTP 200 too, its value the failure's (e.g. the login's captcha flag).
      content: {
        [JSON_TYPE]: {
          schema: ep.wrapped
            ? { anyOf: [response, { $ref: `${SCHEMA_REF}ErrorEnvelope` }] }
            : response,
        },
      },
    },
    '400': errorResponse(`Malformed or invalid request (\`${ErrorCodes.badRequest}\`).`),
  };
  if (ep.token) {
    responses['401'] = errorResponse(
      `No live session (\`${ErrorCodes.notLoggedIn}\`): the client drops the token.`,
    );
    op.security = [{ [TOKEN_SCHEME]: [] }];
  } else {
    // The token is optional: sent when the visitor has one.
    op.security = [{}, { [TOKEN_SCHEME]: [] }];
  }
  op.responses = responses;
  op['x-contract-module'] = ep.module;
  op['x-contract-wrapped'] = ep.wrapped;
  op['x-contract-encrypted'] = ep.encrypt;
  op['x-contract-spec'] = [...ep.spec];
  if (ep.inferred) op['x-contract-inferred'] = ep.inferred;
  if (ep.refusesTrial) op['x-contract-trial-refused'] = { ...ep.refusesTrial };
  if (ep.effects?.length) op['x-effects'] = [...ep.effects];
  op['x-changes-data'] = ep.writes;
  op['x-contract-unexpressed'] = found;
  return { op, unexpressed: found };
}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The OpenAPI 3.1 document of the registry, and what its schemas could not express. */
export function buildOpenApi(options: OpenApiOptions = {}): OpenApiBuild {
  const entries = options.endpoints ?? (registry as Record<string, EndpointDef>);
  const gen = { names: namedSchemas(), components: {} as Record<string, JsonSchema> };
  toSchema(ErrorEnvelope, 'ErrorEnvelope', { ...gen, endpoint: '(shared)', found: [] });
  const paths: OpenApiDocument['paths'] = {};
  const unexpressed: Unexpressed[] = [];
  const tags = new Set<string>();
  for (const [name, ep] of Object.entries(entries)) {
    const built = operation(name, ep, gen);
    tags.add((built.op.tags as string[])[0]!);
    unexpressed.push(...built.unexpressed);
    (paths[ep.path] ??= {})[ep.method.toLowerCase()] = built.op;
  }
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Lucky Portal platform API (contract)',
      version: options.version ?? packageVersion(),
      description:
        'Generated from the endpoint registry (`src/api/contract/`): what the portal sends, what ' +
        'it accepts back, and what its mock backend answers. Wrapped calls answer the envelope ' +
        '`{ success, value, errorCode, message }`; `/lgw` calls answer bare. Every call carries ' +
        'the platform headers and its module id; the token is the raw `Authorization` header. ' +
        'Schemas describe the wire (zod input side); `x-contract-unexpressed` lists what they ' +
        'cannot say.',
    },
    servers: [{ url: '/', description: 'the same origin (mock backend or a proxy to a real one)' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(gen.components).sort(([a], [b]) => a.localeCompare(b)),
      ),
      parameters: COMMON_HEADERS,
      securitySchemes: {
        [TOKEN_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The raw session token (no "Bearer" prefix), from login or register.',
        },
      },
    },
  };
  return { document, unexpressed };
}

/** The lines the CLI prints about what the document could not express. */
export function formatUnexpressed(list: readonly Unexpressed[]): string {
  if (list.length === 0) return 'Everything in the registry is expressed in JSON Schema.';
  return [
    `Not expressed in JSON Schema (${list.length}; see x-contract-unexpressed):`,
    ...list.map((u) => `  ${u.endpoint}  ${u.path}  [${u.kind}] ${u.note}`),
  ].join('\n');
}

function main(argv: string[]) {
  const at = argv.indexOf('--out');
  const out = at >= 0 ? argv[at + 1] : undefined;
  if (at >= 0 && !out) throw new Error('--out needs a file name');
  const { document, unexpressed } = buildOpenApi();
  const text = `${JSON.stringify(document, null, 2)}\n`;
  const operations = Object.values(document.paths).reduce((n, p) => n + Object.keys(p).length, 0);
  if (out) {
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    fs.writeFileSync(out, text);
    console.log(`OpenAPI 3.1: ${operations} operations written to ${out}`);
    console.log(formatUnexpressed(unexpressed));
  } else {
    process.stdout.write(text);
    console.error(formatUnexpressed(unexpressed));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
