/**
 * Shared by the paging benches on the standalone mock (scripts/bench-records.ts,
 * scripts/bench-agent.ts): a logged-in caller and the timing of the first, a middle and the last
 * page of a paged call, one request at a time.
 */

export type PagePosition = 'first' | 'middle' | 'last';

export interface PageTiming {
  page: PagePosition;
  totalCount: number;
  p50Ms: number;
  p95Ms: number;
}

interface PagedValue {
  token: string;
  totalCount: number;
  totalPages: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Logs `username` in on the mock at `baseUrl`; answers a GET caller of the wrapped calls. */
export async function mockCaller(baseUrl: string, username: string, password = 'pass1234') {
  const request = async (path: string, init: RequestInit) => {
    const res = await fetch(`${baseUrl}${path}`, init);
    const body = (await res.json()) as { success: boolean; value: never; message: string };
    if (!body.success) throw new Error(`${path}: ${body.message}`);
    return body.value as PagedValue;
  };
  const headers = { Merchant: 'DEMO', 'Content-Type': 'application/json' };
  const { token } = await request('/wps/session/login', {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password, type: 'username' }),
  });
  return (path: string) => request(path, { headers: { ...headers, Authorization: token } });
}

/** p50 and p95 of `rounds` requests of the first, a middle and the last page of `url(pageNo)`. */
export async function timePages(
  call: (path: string) => Promise<PagedValue>,
  url: (pageNo: number) => string,
  rounds: number,
): Promise<PageTiming[]> {
  const first = await call(url(1));
  const pages: [PagePosition, number][] = [
    ['first', 1],
    ['middle', Math.max(1, Math.ceil(first.totalPages / 2))],
    ['last', Math.max(1, first.totalPages)],
  ];
  const timings: PageTiming[] = [];
  for (const [page, pageNo] of pages) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const t = performance.now();
      await call(url(pageNo));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    timings.push({
      page,
      totalCount: first.totalCount,
      p50Ms: round1(percentile(times, 50)),
      p95Ms: round1(percentile(times, 95)),
    });
  }
  return timings;
}
