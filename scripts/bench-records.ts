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
import { mockCaller, round1, timePages, type PageTiming } from './bench-paging';

const ROUNDS = Number(process.env.BENCH_RECORDS_ROUNDS ?? 40);
export const RECORDS_BUDGET_MS = 100;
const PAGE_SIZE = 20;

export interface RecordsFigure extends PageTiming {
  call: string;
  query: string;
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

export async function runRecordsBench(): Promise<RecordsBenchReport> {
  const srv = await startMockServer({ port: 0, dbFile: null });
  try {
    const call = await mockCaller(srv.url, 'player1');

    const transactions = '/wps/relay/ODSFE2_MemTransDet';
    const bets = '/wps/relay/ODSFE2_getBetHistory';
    const t = performance.now();
    await call(`${transactions}?pageNo=1&pageSize=${PAGE_SIZE}`);
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
      for (const timing of await timePages(call, url, ROUNDS))
        figures.push({
          call: path === transactions ? 'memberTransactions' : 'bettingRecords',
          query: query || '(none)',
          ...timing,
        });
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
