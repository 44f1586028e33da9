import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler as ExpressHandler } from 'express';
import { handleRequest, type HttpHandler } from 'msw';
import type { MockDb } from './db/state';
import { directAnswers } from './handlers/define';

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

async function readBody(req: IncomingMessage & { body?: unknown }): Promise<BodyInit | undefined> {
  if (!req.readable) {
    // Another middleware parsed it already (as @mswjs/http-middleware handles it).
    if (req.body === undefined) return undefined;
    return typeof req.body === 'string' || Buffer.isBuffer(req.body)
      ? (req.body as BodyInit)
      : JSON.stringify(req.body);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/**
 * Serves MSW handlers from express, like @mswjs/http-middleware's createMiddleware, with three
 * differences: only the handlers that can match the path are tried (see candidateIndex); a path
 * served by one endpoint handler alone gets that handler's answer directly (`directAnswers`, the
 * function MSW would run, without MSW's request clone, cookie store and abort controller per
 * call: most of the cost of a call); and an answer leaves only once the data it could have seen
 * is on disk (`db.persisted()`: the file store's group commit), so an acknowledged change
 * survives a crash. Answers are buffered (the handlers answer JSON, images and small pages).
 */
export function mswMiddleware(db: MockDb, handlers: readonly HttpHandler[]): ExpressHandler {
  const candidates = candidateIndex(handlers);
  return (req, res, next) => {
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const url = new URL(req.url, origin);
    const list = candidates(req.method, url.pathname);
    if (list.length === 0) return next();
    const method = req.method || 'GET';
    void (async () => {
      const request = new Request(url, {
        method,
        headers: new Headers(req.headers as Record<string, string>),
        credentials: 'omit',
        body: method === 'GET' || method === 'HEAD' ? undefined : await readBody(req),
      });
      // The one endpoint handler of this path: its answer without MSW's round of the list.
      const direct = list.length === 1 ? directAnswers.get(list[0]!) : undefined;
      const response = direct
        ? await direct(request)
        : await handleRequest(
            request,
            randomUUID(),
            list as HttpHandler[],
            { onUnhandledRequest: () => undefined },
            silent,
            { resolutionContext: { baseUrl: origin } },
          );
      if (!response) return next();
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
      if (db.pending()) await db.persisted();
      res.statusCode = response.status;
      res.statusMessage = response.statusText;
      response.headers.forEach((value, name) => res.appendHeader(name, value));
      res.end(body);
    })().catch(next);
  };
}
