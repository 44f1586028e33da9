import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler as ExpressHandler } from 'express';
import { handleRequest, type HttpHandler } from 'msw';
import type { MockDb } from './db/state';
import {
  directAnswers,
  DROP_CONNECTION_HEADER,
  type JsonAnswer,
  type MockCall,
} from './handlers/define';

type Emitter = Parameters<typeof handleRequest>[4];
/** handleRequest reports its life cycle to an emitter; nobody listens on this host. */
const silent = { emit: () => false } as unknown as Emitter;

/**
 * A handler's path as MSW matches it (path-to-regexp 6: case-insensitive, one optional trailing
 * slash), or null when it has parameters, wildcards, a RegExp or a custom predicate.
 */
function staticKey(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || /[:*(){}?+]/.test(path)) return null;
  return routeKey(path);
}

const routeKey = (pathname: string) =>
  (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).toLowerCase();

/**
 * The handlers that can match a method and path, in their original order: those of that exact
 * static path and method, and those with a parameter or wildcard whose literal start the path
 * has. MSW still decides among them (handleRequest), so the answer is the one the full list gives;
 * it just skips parsing the URL against some eighty handlers that cannot match.
 */
function candidateIndex(handlers: readonly HttpHandler[]) {
  type Entry = { index: number; handler: HttpHandler; prefix: string };
  const dynamic: Entry[] = [];
  const byRoute = new Map<string, Entry[]>();
  handlers.forEach((handler, index) => {
    const { method, path } = handler.info;
    const key = staticKey(path);
    if (key === null || typeof method !== 'string') {
      // A path with parameters can only match URLs that start with its literal part.
      const prefix = typeof path === 'string' && path.startsWith('/') ? literalPrefix(path) : '';
      dynamic.push({ index, handler, prefix });
    } else {
      const route = `${method.toUpperCase()} ${key}`;
      byRoute.set(route, [...(byRoute.get(route) ?? []), { index, handler, prefix: '' }]);
    }
  });
  const cache = new Map<string, HttpHandler[]>();
  return (method: string, pathname: string): HttpHandler[] => {
    const route = `${method.toUpperCase()} ${routeKey(pathname)}`;
    let list = cache.get(route);
    if (!list) {
      const lower = pathname.toLowerCase();
      const exact = byRoute.get(route) ?? [];
      list = [...exact, ...dynamic.filter((d) => lower.startsWith(d.prefix))]
        .sort((a, b) => a.index - b.index)
        .map((c) => c.handler);
      // Only the registry's own paths are kept, so the cache stays as small as the registry.
      if (exact.length) cache.set(route, list);
    }
    return list;
  };
}

/**
 * The lower-cased part of a path before its first parameter, wildcard or group, without the slash
 * that path-to-regexp may treat as the parameter's own (optional) prefix.
 */
const literalPrefix = (path: string) =>
  path
    .slice(0, path.search(/[:*(){}?+]|$/))
    .replace(/\/$/, '')
    .toLowerCase();

async function readBody(req: IncomingMessage & { body?: unknown }): Promise<Buffer | undefined> {
  if (!req.readable) {
    // Another middleware parsed it already (as @mswjs/http-middleware handles it).
    if (req.body === undefined) return undefined;
    if (Buffer.isBuffer(req.body)) return req.body;
    return Buffer.from(typeof req.body === 'string' ? req.body : JSON.stringify(req.body));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The fetch Request of a call (MSW's handlers take one). */
const fetchRequest = (url: string, req: IncomingMessage, body: Buffer | undefined) =>
  new Request(url, {
    method: req.method || 'GET',
    headers: new Headers(req.headers as Record<string, string>),
    credentials: 'omit',
    body: hasBody(req.method || 'GET') ? (body as BodyInit | undefined) : undefined,
  });

/** A call read straight from node's request: no fetch Request unless a resolver asks for one. */
function callOfNode(req: IncomingMessage, url: URL): MockCall {
  let loading: Promise<Buffer | undefined> | undefined;
  let body: Buffer | undefined;
  const load = () =>
    (loading ??= hasBody(req.method || 'GET')
      ? readBody(req).then((read) => (body = read))
      : Promise.resolve(undefined));
  let request: Request | undefined;
  return {
    method: req.method || 'GET',
    url,
    header: (name) => {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    text: async () => (await load())?.toString('utf8') ?? '',
    // A resolver runs once the body has been read (the handler reads its input first).
    request: () => (request ??= fetchRequest(url.href, req, body)),
  };
}

/** Drops the connection instead of answering (an injected network failure). */
function drop(res: ServerResponse): void {
  res.on('error', () => undefined);
  res.socket?.destroy();
}

const JSON_TYPE = 'application/json';

/** Sends an endpoint handler's answer as MSW would (HttpResponse.json), without a Response. */
function sendAnswer(res: ServerResponse, answer: JsonAnswer): void {
  if (answer.drop) return drop(res);
  const text = answer.text ?? JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    'content-type': JSON_TYPE,
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Sends MSW's Response; one marked by DROP_CONNECTION_HEADER drops the connection instead. */
async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  if (response.headers.has(DROP_CONNECTION_HEADER)) return drop(res);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  res.end(body);
}

type DirectAnswer = (call: MockCall) => Promise<JsonAnswer>;

/**
 * Serves MSW handlers, like @mswjs/http-middleware's createMiddleware, with three differences:
 * only the handlers that can match the path are tried (see candidateIndex); a path served by one
 * endpoint handler alone gets that handler's answer directly (`directAnswers`: the function MSW
 * would run, fed node's request as it is and its JSON answer written as MSW's HttpResponse.json
 * would write it, without a fetch Request, a Response, MSW's request clone, cookie store and abort
 * controller per call: most of the cost of a call); and an answer leaves only once the data it
 * could have seen is on disk (`db.persisted()`: the file store's group commit), so an acknowledged
 * change survives a crash. Answers are buffered (the handlers answer JSON, images and small
 * pages). An answer marked with DROP_CONNECTION_HEADER (an injected network failure) drops the
 * connection instead.
 *
 * `middleware` serves them from express; `front`, for a node server in front of express, answers
 * the calls that go to one endpoint handler without express's routing (the standalone server's
 * busiest calls) and returns false for the rest, which the same middleware then serves.
 */
export function mswHost(db: MockDb, handlers: readonly HttpHandler[]) {
  const candidates = candidateIndex(handlers);
  const directOf = (list: readonly HttpHandler[]): DirectAnswer | undefined =>
    list.length === 1 ? directAnswers.get(list[0]!) : undefined;
  const serveDirect = async (
    direct: DirectAnswer,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ) => {
    const answer = await direct(callOfNode(req, url));
    if (db.pending()) await db.persisted();
    sendAnswer(res, answer);
  };

  const middleware: ExpressHandler = (req, res, next) => {
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const url = new URL(req.url, origin);
    const list = candidates(req.method, url.pathname);
    if (list.length === 0) return next();
    // The one endpoint handler of this path: its answer without MSW's round of the list.
    const direct = directOf(list);
    if (direct) return void serveDirect(direct, req, res, url).catch(next);
    void (async () => {
      const body = hasBody(req.method) ? await readBody(req) : undefined;
      const response = await handleRequest(
        fetchRequest(url.href, req, body),
        randomUUID(),
        list as HttpHandler[],
        { onUnhandledRequest: () => undefined },
        silent,
        { resolutionContext: { baseUrl: origin } },
      );
      if (!response) return next();
      if (db.pending()) await db.persisted();
      await sendResponse(res, response);
    })().catch(next);
  };

  const front = (req: IncomingMessage, res: ServerResponse): boolean => {
    const secure = (req.socket as { encrypted?: boolean }).encrypted === true;
    const url = new URL(
      req.url ?? '/',
      `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`,
    );
    const direct = directOf(candidates(req.method ?? 'GET', url.pathname));
    if (!direct) return false;
    serveDirect(direct, req, res, url).catch((error: unknown) => {
      // What express's final handler does with an error: a plain 500.
      console.error(error);
      if (res.headersSent) return void res.destroy();
      res
        .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Internal Server Error');
    });
    return true;
  };

  return { middleware, front };
}
