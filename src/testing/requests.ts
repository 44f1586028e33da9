import { server } from '../../mocks/node';
import type { EndpointName } from '@/api/contract/endpoints';
import { routes } from '@/api/contract/routes.gen';

/** One call the mock received, named as the contract names it. */
export interface Call {
  /** The registry's name of the endpoint (src/api/contract); the path for a call outside it. */
  name: EndpointName;
  method: string;
  /** The query string's fields. */
  query: Record<string, string>;
  /** The request's headers (names in lower case). */
  headers: Record<string, string>;
  /**
   * The body's fields (JSON or form), `{}` without a body; read as the call starts, so in by the
   * time the app has the answer.
   */
  body: Record<string, unknown>;
  /** The body as sent. */
  text: string;
  /** When it started (Date.now()). */
  at: number;
  /** The mock has sent its answer (a handler's or a scenario's). */
  answered: boolean;
}

const nameByRoute = new Map(
  Object.entries(routes).map(([name, route]) => [`${route.method} ${route.path}`, name]),
);

/** The body's fields: JSON or form fields (none of a file upload). */
function fields(text: string, contentType: string | null): Record<string, unknown> {
  if (!text) return {};
  if (contentType?.includes('x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  if (contentType?.includes('json')) return JSON.parse(text) as Record<string, unknown>;
  return {};
}

/** Calls `listener` with every call the mock receives from now on until the test ends. */
function onCall(listener: (call: Call) => void) {
  server.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    const call: Call = {
      name: (nameByRoute.get(`${request.method} ${url.pathname}`) ?? url.pathname) as EndpointName,
      method: request.method,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      body: {},
      text: '',
      at: Date.now(),
      answered: false,
    };
    const answered = ({ requestId: id }: { requestId: string }) => {
      if (id !== requestId) return;
      call.answered = true;
      server.events.removeListener('response:mocked', answered);
    };
    server.events.on('response:mocked', answered);
    void request
      .clone()
      .text()
      .then((text) => {
        call.text = text;
        call.body = fields(text, request.headers.get('content-type'));
      });
    listener(call);
  });
}

/**
 * The calls the mock receives from now on, in order (a live list; the setup file stops it when
 * the test ends); only those to the endpoints `only` when given.
 */
export function recordCalls(...only: EndpointName[]): Call[] {
  const calls: Call[] = [];
  onCall((call) => {
    if (only.length === 0 || only.includes(call.name)) calls.push(call);
  });
  return calls;
}

/** The endpoint names of the calls `recordCalls(...only)` records (a live list). */
export function callsMade(...only: EndpointName[]): EndpointName[] {
  const names: EndpointName[] = [];
  onCall((call) => {
    if (only.length === 0 || only.includes(call.name)) names.push(call.name);
  });
  return names;
}

/** The query strings of the calls to `name` the mock receives from now on (a live list). */
export function queriesTo(name: EndpointName): Record<string, string>[] {
  const queries: Record<string, string>[] = [];
  onCall((call) => {
    if (call.name === name) queries.push(call.query);
  });
  return queries;
}
