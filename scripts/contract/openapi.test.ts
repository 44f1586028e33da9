// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, NoParams } from '../../src/api/contract/define';
import { endpoints, endpointNames } from '../../src/api/contract/endpoints';
import {
  buildOpenApi,
  formatUnexpressed,
  TOKEN_SCHEME,
  UNTAGGED,
  type JsonSchema,
} from './openapi';

const { document, unexpressed } = buildOpenApi();
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);

/** The fields OpenAPI 3.1 allows on an object; anything else must be an `x-` extension. */
const allowOnly =
  (keys: readonly string[]) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const key of Object.keys(value)) {
      if (!keys.includes(key) && !key.startsWith('x-'))
        ctx.addIssue({ code: 'custom', message: `unknown field ${key}` });
    }
  };
const Schema = z.record(z.string(), z.unknown());
const Ref = z.object({ $ref: z.string().startsWith('#/') }).strict();
const Parameter = z
  .object({
    name: z.string().min(1),
    in: z.enum(['query', 'header', 'path', 'cookie']),
    required: z.boolean().optional(),
    description: z.string().optional(),
    schema: Schema,
    example: z.unknown().optional(),
  })
  .loose()
  .superRefine(allowOnly(['name', 'in', 'required', 'description', 'schema', 'example']))
  // OAS 3.1 §4.8.12: path parameters are required; these header names are ignored.
  .refine((p) => p.in !== 'path' || p.required === true, 'path parameters must be required')
  .refine(
    (p) =>
      p.in !== 'header' ||
      !['accept', 'content-type', 'authorization'].includes(p.name.toLowerCase()),
    'Accept, Content-Type and Authorization are not header parameters',
  );
const MediaType = z.object({ schema: Schema, example: z.unknown().optional() }).strict();
const Response = z
  .object({ description: z.string(), content: z.record(z.string(), MediaType).optional() })
  .strict();
const Operation = z
  .object({
    operationId: z.string().min(1),
    tags: z.array(z.string()).optional(),
    summary: z.string().optional(),
    description: z.string().optional(),
    parameters: z.array(z.union([Ref, Parameter])).optional(),
    requestBody: z
      .object({ required: z.boolean().optional(), content: z.record(z.string(), MediaType) })
      .strict()
      .optional(),
    responses: z.record(z.string().regex(/^([1-5]\d\d|[1-5]XX|default)$/), Response),
    security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  })
  .loose()
  .superRefine(
    allowOnly([
      'operationId',
      'tags',
      'summary',
      'description',
      'parameters',
      'requestBody',
      'responses',
      'security',
    ]),
  );
const OpenApi31 = z
  .object({
    openapi: z.string().regex(/^3\.1\.\d+(-.+)?$/),
    jsonSchemaDialect: z.url().optional(),
    info: z.object({ title: z.string(), version: z.string(), description: z.string() }).strict(),
    servers: z.array(z.object({ url: z.string(), description: z.string().optional() }).strict()),
    tags: z.array(z.object({ name: z.string() }).loose()),
    paths: z.record(
      z.string().startsWith('/'),
      z.partialRecord(
        z.enum(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']),
        Operation,
      ),
    ),
    components: z
      .object({
        schemas: z.record(z.string().regex(/^[a-zA-Z0-9.\-_]+$/), Schema),
        parameters: z.record(z.string().regex(/^[a-zA-Z0-9.\-_]+$/), Parameter),
        securitySchemes: z.record(
          z.string(),
          z.object({
            type: z.literal('apiKey'),
            in: z.enum(['query', 'header', 'cookie']),
            name: z.string(),
            description: z.string().optional(),
          }),
        ),
      })
      .strict(),
  })
  .strict();

/** Every `$ref` in a tree. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

const pointer = (ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);

/** A JSON Schema of the document as a zod validator (zod's own JSON Schema reader). */
const defs = JSON.parse(
  JSON.stringify(document.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
) as Record<string, JsonSchema>;
const validator = (schema: unknown) =>
  z.fromJSONSchema({
    ...(JSON.parse(
      JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/'),
    ) as object),
    $defs: defs,
  });

describe('the OpenAPI document of the registry', () => {
  it('is OpenAPI 3.1 in structure, and every $ref resolves', () => {
    const result = OpenApi31.safeParse(document);
    expect(result.error?.issues.slice(0, 5) ?? []).toEqual([]);
    const unresolved = [...new Set(refs(document))].filter((r) => pointer(r) === undefined);
    expect(unresolved).toEqual([]);
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has one operation per registry entry, with its method, path, module header and domain tag', () => {
    expect(operations).toHaveLength(endpointNames.length);
    for (const name of endpointNames) {
      const ep = endpoints[name];
      const op = document.paths[ep.path]?.[ep.method.toLowerCase()];
      expect(op?.operationId, name).toBe(name);
      expect(op?.tags, name).not.toContain(UNTAGGED);
      const moduleHeader = (
        op?.parameters as { name?: string; schema?: { const?: string } }[]
      ).find((p) => p.name === 'ModuleId');
      expect(moduleHeader?.schema?.const, name).toBe(ep.module);
      expect(op?.['x-changes-data'], name).toBe(ep.writes);
      if (ep.inferred) expect(op?.description, name).toContain(ep.inferred);
    }
  });

  it("names each call's lasting effects on the account as `x-effects`, where the registry does", () => {
    const withEffects = Object.fromEntries(
      endpointNames.flatMap((name) => {
        const op = document.paths[endpoints[name].path]![endpoints[name].method.toLowerCase()]!;
        return op['x-effects'] ? [[name, op['x-effects']]] : [];
      }),
    );
    expect(withEffects).toEqual({
      selfExclude: ['locksAccount'],
      endSession: ['endsOtherSessions'],
      endOtherSessions: ['endsOtherSessions'],
    });
    expect(document.paths[endpoints.selfExclude.path]!.post!.description).toContain(
      'Effects on the account: locksAccount.',
    );
  });

  it('asks for the token exactly where the registry does', () => {
    const scheme = document.components.securitySchemes[TOKEN_SCHEME];
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    for (const name of endpointNames) {
      const op = document.paths[endpoints[name].path]![endpoints[name].method.toLowerCase()]!;
      if (endpoints[name].token) {
        expect(op.security, name).toEqual([{ [TOKEN_SCHEME]: [] }]);
        expect(op.responses, name).toHaveProperty('401');
      } else expect(op.security, name).toContainEqual({});
    }
  });

  it('has examples that its own schemas accept, and answers in the envelope where wrapped', () => {
    let checked = 0;
    for (const { op } of operations) {
      const media = Object.values(
        (op.requestBody as { content?: Record<string, { schema: JsonSchema; example: unknown }> })
          ?.content ?? {},
      );
      for (const m of media) {
        const result = validator(m.schema).safeParse(m.example);
        expect(result.success, `${String(op.operationId)}: ${result.error?.message}`).toBe(true);
        checked += 1;
      }
      for (const p of op.parameters as { in?: string; schema: JsonSchema; example?: unknown }[]) {
        if (p.in !== 'query' || p.example === undefined) continue;
        expect(validator(p.schema).safeParse(p.example).success, String(op.operationId)).toBe(true);
        checked += 1;
      }
      const answer = (
        op.responses as Record<string, { content: Record<string, { schema: unknown }> }>
      )['200']!.content['application/json']!.schema;
      if (op['x-contract-wrapped']) {
        expect(validator(answer).safeParse({ value: 1 }).success, String(op.operationId)).toBe(
          false,
        );
        const failure = { success: false, value: null, errorCode: '#727', message: 'busy' };
        expect(validator(answer).safeParse(failure).success, String(op.operationId)).toBe(true);
        // A failure's value is the failure's own (the login's captcha flag, a limit), not the
        // success value (Prism --errors found the login's refused in issue 27).
        const flagged = { success: false, value: { captcha: true }, errorCode: 'x', message: 'x' };
        expect(validator(answer).safeParse(flagged).success, String(op.operationId)).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(endpointNames.length);
    // The reader does reject: a login without its username is refused.
    const login = document.paths['/wps/session/login']!.post!.requestBody as {
      content: Record<string, { schema: JsonSchema }>;
    };
    const plain = validator({ $ref: '#/components/schemas/LoginRequest' });
    expect(plain.safeParse({ password: 'x', type: 'username' }).success).toBe(false);
    expect(login.content['application/json']!.schema).toHaveProperty('anyOf');
  });

  it('describes encrypted calls by what travels: the plain body or the legacy codec with its header', () => {
    const op = document.paths['/wps/session/login']!.post!;
    const names = (op.parameters as { name?: string }[]).map((p) => p.name);
    expect(names).toContain('Encryption');
    const body = (op.requestBody as { content: Record<string, { schema: JsonSchema }> }).content[
      'application/json'
    ]!.schema;
    expect(validator(body).safeParse({ value: 'c2VhbGVk' }).success).toBe(true);
    expect(op.description).toContain('legacy codec');
  });

  it('sends form calls as urlencoded bodies', () => {
    for (const name of endpointNames.filter((n) => endpoints[n].form)) {
      const op = document.paths[endpoints[name].path]![endpoints[name].method.toLowerCase()]!;
      expect(Object.keys((op.requestBody as { content: object }).content), name).toEqual([
        'application/x-www-form-urlencoded',
      ]);
    }
  });

  it('lists what JSON Schema cannot say instead of dropping it', () => {
    // The registry today: feedback trims its content before checking its length.
    expect(unexpressed).toContainEqual(
      expect.objectContaining({
        endpoint: 'feedback',
        path: 'request.body.content',
        kind: 'transform',
      }),
    );
    for (const { op } of operations) {
      const own = unexpressed.filter((u) => u.endpoint === op.operationId);
      expect(op['x-contract-unexpressed'], String(op.operationId)).toEqual(own);
    }
    const probe = {
      probe: endpoint({
        method: 'POST',
        path: '/probe',
        module: 'PROBE3',
        request: z.object({
          checked: z.string().refine((s) => s.length % 2 === 0, 'even length'),
          shaped: z.string().transform((s) => s.trim()),
          trimmed: z.string().trim().min(2),
          cleaned: z.preprocess((v) => String(v), z.string()),
          custom: z.custom<string>((v) => typeof v === 'string'),
          amount: z.coerce.number(),
          even: z.coerce.number().refine((n) => n % 2 === 0),
          when: z.date().optional(),
        }),
        response: z.object({ list: z.array(z.object({ at: z.string().refine(Boolean) })) }),
        sample: {
          checked: 'ab',
          shaped: 'x',
          trimmed: 'ab',
          cleaned: 'y',
          custom: 'z',
          amount: 1,
          even: 2,
        },
        spec: ['spec1-7'],
        summary: 'Probe',
      }),
      query: endpoint({
        method: 'GET',
        path: '/probe',
        module: 'PROBE3',
        request: z.object({ page: z.coerce.number().int() }),
        response: NoParams,
        sample: { page: 1 },
        spec: ['spec1-7'],
        summary: 'Query probe',
      }),
    };
    const built = buildOpenApi({ endpoints: probe });
    const found = built.unexpressed.map((u) => `${u.endpoint} ${u.path} ${u.kind}`).sort();
    expect(found).toEqual(
      [
        'probe request.body.amount coercion',
        'probe request.body.checked refinement',
        'probe request.body.cleaned preprocess',
        'probe request.body.custom custom',
        'probe request.body.custom unrepresentable',
        'probe request.body.even coercion',
        'probe request.body.even refinement',
        'probe request.body.shaped transform',
        'probe request.body.trimmed transform',
        'probe request.body.when unrepresentable',
        'probe response.value.list[].at refinement',
      ].sort(),
    );
    expect(built.document.paths['/probe']!.post!['x-contract-unexpressed']).toHaveLength(11);
    expect(built.document.paths['/probe']!.get!['x-contract-unexpressed']).toEqual([]);
    expect(formatUnexpressed(built.unexpressed)).toContain(
      'probe  request.body.checked  [refinement]',
    );
  });
});

describe('the headers each call needs', () => {
  it('needs no Merchant for the brand file (a deployment file that names the merchant), and the Merchant for every platform call', () => {
    const merchantRequired = (op: Record<string, unknown>) =>
      (op.parameters as Array<Record<string, unknown>>).some(
        (p) =>
          p.$ref === '#/components/parameters/Merchant' || (p.name === 'Merchant' && p.required),
      );
    const brand = document.paths['/brand.json']!.get!;
    expect(merchantRequired(brand)).toBe(false);
    expect(brand.parameters).toContainEqual(
      expect.objectContaining({ name: 'Merchant', in: 'header', required: false }),
    );
    const others = operations.filter((o) => o.path !== '/brand.json');
    expect(others.filter((o) => !merchantRequired(o.op)).map((o) => o.path)).toEqual([]);
  });
});
