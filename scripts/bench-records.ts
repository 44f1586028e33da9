/**
 * Paging the member centre's records on the mock (issue 14): player1's seeded history holds more
 * than 10,000 bets and about 15,000 account-record rows. On the standalone mock (127.0.0.1, data
 * in memory), one request at a time, it measures the answer time (p50, p95 of ROUNDS requests)
 * of `memberTransactions` and `bettingRecords` for page 1, a middle page and the last page, with
 * and without filters (game type, transaction type, a 30-day range); and the first call of a
 * fresh server, which generates the member's history (once per member and day). The budget:
 * every p95 under 100 ms. `tsx scripts/bench-records.ts` prints the figures alone; `npm run
 * bench` adds them to bench.json.
 */
import { pathToFileURL } from 'node:url';
import { startMockServer } from '../mocks/server';

const ROUNDS = Number(process.env.BENCH_RECORDS_ROUNDS ?? 40);
export const RECORDS_BUDGET_MS = 100;
const PAGE_SIZE = 20;

export interface RecordsFigure {
  call: string;
  query: string;
  page: 'first' | 'middle' | 'last';
  totalCount: number;
  p50Ms: number;
  p95Ms: number;
}

export interface RecordsBenchReport {
  rounds: number;
  pageSize: number;
  /** The first records call of a fresh server: it generates player1's history. */
  firstCallMs: number;
  figures: RecordsFigure[];
  budgetMs: number;
  pass: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function runRecordsBench(): Promise<RecordsBenchReport> {
  const srv = await startMockServer({ port: 0, dbFile: null });
  try {
    const call = async (path: string, token?: string) => {
      const res = await fetch(`${srv.url}${path}`, {
        method: path.includes('login') ? 'POST' : 'GET',
        headers: {
          Merchant: 'DEMO',
          'Content-Type': 'application/json',
          ...(token ? { Authorization: token } : {}),
        },
        body: path.includes('login')
          ? JSON.stringify({ username: 'player1', password: 'pass1234', type: 'username' })
          : undefined,
      });
      const body = (await res.json()) as { success: boolean; value: never; message: string };
      if (!body.success) throw new Error(`${path}: ${body.message}`);
      return body.value as { token: string; totalCount: number; totalPages: number };
    };
    const { token } = await call('/wps/session/login');

    const transactions = '/wps/relay/ODSFE2_MemTransDet';
    const bets = '/wps/relay/ODSFE2_getBetHistory';
    let t = performance.now();
    await call(`${transactions}?pageNo=1&pageSize=${PAGE_SIZE}`, token);
    const firstCallMs = round1(performance.now() - t);

    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const range = `startDate=${day(31)}&endDate=${day(1)}`;
    const queries: [string, string][] = [
      [transactions, ''],
      [transactions, 'transType=BET'],
      [transactions, range],
      [bets, ''],
      [bets, 'gameType=LIVE'],
      [bets, `gameType=SPORTS&${range}`],
    ];
    const figures: RecordsFigure[] = [];
    for (const [path, query] of queries) {
      const url = (pageNo: number) =>
        `${path}?pageNo=${pageNo}&pageSize=${PAGE_SIZE}${query ? `&${query}` : ''}`;
      const first = await call(url(1), token);
      const pages = {
        first: 1,
        middle: Math.max(1, Math.ceil(first.totalPages / 2)),
        last: Math.max(1, first.totalPages),
      };
      for (const [page, pageNo] of Object.entries(pages) as [RecordsFigure['page'], number][]) {
        const times: number[] = [];
        for (let i = 0; i < ROUNDS; i += 1) {
          t = performance.now();
          await call(url(pageNo), token);
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        figures.push({
          call: path === transactions ? 'memberTransactions' : 'bettingRecords',
          query: query || '(none)',
          page,
          totalCount: first.totalCount,
          p50Ms: round1(percentile(times, 50)),
          p95Ms: round1(percentile(times, 95)),
        });
      }
    }
    return {
      rounds: ROUNDS,
      pageSize: PAGE_SIZE,
      firstCallMs,
      figures,
      budgetMs: RECORDS_BUDGET_MS,
      pass: figures.every((f) => f.p95Ms < RECORDS_BUDGET_MS),
    };
  } finally {
    await srv.close();
  }
}

export function printRecordsBench(report: RecordsBenchReport): void {
  console.log(
    `\nRecord paging on the mock (player1, ${report.pageSize} rows a page, ${report.rounds} requests each; first call generating the history: ${report.firstCallMs} ms):\n`,
  );
  for (const f of report.figures)
    console.log(
      `  ${f.call.padEnd(19)} ${f.query.padEnd(56)} ${f.page.padEnd(6)} of ${String(f.totalCount).padStart(6)} rows  p50 ${f.p50Ms} ms  p95 ${f.p95Ms} ms`,
    );
  console.log(
    `  every p95 under ${report.budgetMs} ms: ${report.pass ? 'yes' : 'NO (over budget)'}`,
  );
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  runRecordsBench()
    .then((report) => {
      printRecordsBench(report);
      if (!report.pass) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
