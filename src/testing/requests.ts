import { server } from '../../mocks/node';

/**
 * The query strings of the calls the mock receives from now on whose path ends with `suffix`, in
 * order (the test's afterEach removes the listener with `server.events.removeAllListeners()`).
 */
export function queriesTo(suffix: string): Record<string, string>[] {
  const calls: Record<string, string>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(suffix)) calls.push(Object.fromEntries(url.searchParams));
  });
  return calls;
}

/** The last path segment of every call the mock receives from now on (MCS2_getPointBalance...). */
export function callsMade(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname.split('/').pop()!);
  });
  return calls;
}
