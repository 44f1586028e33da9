/**
 * Paging and searching an agent's team on the mock (issue 16): agent01's derived team grown to a
 * 5,000-member downline (fixtures/agent-team.ts TEAM_SIZES, set for this run only). On the
 * standalone mock (127.0.0.1, data in memory), one request at a time, it measures the answer time
 * (p50, p95 of ROUNDS requests) of `downlines` for page 1, a middle page and the last page, with
 * and without filters (account search, direct level, a depth, a registration range, the balance
 * sort); and the first call of a fresh server, which generates the team (once per agent and day).
 * The budget: every p95 under 100 ms. `tsx scripts/bench-agent.ts` prints the figures alone;
 * `npm run bench` adds them to bench.json.
 */
import { pathToFileURL } from 'node:url';
import { TEAM_SIZES } from '../fixtures/agent-team';
import { startMockServer } from '../mocks/server';

const ROUNDS = Number(process.env.BENCH_AGENT_ROUNDS ?? 40);
export const AGENT_BUDGET_MS = 100;
/** The downline measured: agent01's 12 real direct downlines and the derived accounts. */
export const TEAM_MEMBERS = 5_000;
const REAL_DIRECTS = 12;
const PAGE_SIZE = 20;

export interface AgentFigure {
  query: string;
  page: 'first' | 'middle' | 'last';
  totalCount: number;
  p50Ms: number;
  p95Ms: number;
}

export interface AgentBenchReport {
  teamMembers: number;
  rounds: number;
  pageSize: number;
  /** The first team call of a fresh server: it generates the 5,000 accounts. */
  firstCallMs: number;
  figures: AgentFigure[];
  budgetMs: number;
  pass: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function runAgentBench(): Promise<AgentBenchReport> {
  const seededSize = TEAM_SIZES.agent01 ?? 0;
  TEAM_SIZES.agent01 = TEAM_MEMBERS - REAL_DIRECTS;
  const srv = await startMockServer({ port: 0, dbFile: null });
  try {
    const call = async (path: string, token?: string) => {
      const login = path.includes('login');
      const res = await fetch(`${srv.url}${path}`, {
        method: login ? 'POST' : 'GET',
        headers: {
          Merchant: 'DEMO',
          'Content-Type': 'application/json',
          ...(token ? { Authorization: token } : {}),
        },
        body: login
          ? JSON.stringify({ username: 'agent01', password: 'pass1234', type: 'username' })
          : undefined,
      });
      const body = (await res.json()) as { success: boolean; value: never; message: string };
      if (!body.success) throw new Error(`${path}: ${body.message}`);
      return body.value as { token: string; totalCount: number; totalPages: number };
    };
    const { token } = await call('/wps/session/login');

    const downlines = '/wps/relay/MCSFE_getDownlineList';
    let t = performance.now();
    const all = await call(`${downlines}?pageNo=1&pageSize=${PAGE_SIZE}`, token);
    const firstCallMs = round1(performance.now() - t);
    if (all.totalCount !== TEAM_MEMBERS)
      throw new Error(`the team holds ${all.totalCount} accounts, not ${TEAM_MEMBERS}`);

    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const queries = [
      '',
      'account=an',
      'account=AR&level=indirect',
      'level=direct',
      'depth=3',
      `startDate=${day(180)}&endDate=${day(1)}`,
      'sort=balanceDesc',
      'account=e&sort=account',
    ];
    const figures: AgentFigure[] = [];
    for (const query of queries) {
      const url = (pageNo: number) =>
        `${downlines}?pageNo=${pageNo}&pageSize=${PAGE_SIZE}${query ? `&${query}` : ''}`;
      const first = await call(url(1), token);
      const pages = {
        first: 1,
        middle: Math.max(1, Math.ceil(first.totalPages / 2)),
        last: Math.max(1, first.totalPages),
      };
      for (const [page, pageNo] of Object.entries(pages) as [AgentFigure['page'], number][]) {
        const times: number[] = [];
        for (let i = 0; i < ROUNDS; i += 1) {
          t = performance.now();
          await call(url(pageNo), token);
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        figures.push({
          query: query || '(none)',
          page,
          totalCount: first.totalCount,
          p50Ms: round1(percentile(times, 50)),
          p95Ms: round1(percentile(times, 95)),
        });
      }
    }
    return {
      teamMembers: TEAM_MEMBERS,
      rounds: ROUNDS,
      pageSize: PAGE_SIZE,
      firstCallMs,
      figures,
      budgetMs: AGENT_BUDGET_MS,
      pass: figures.every((f) => f.p95Ms < AGENT_BUDGET_MS),
    };
  } finally {
    TEAM_SIZES.agent01 = seededSize;
    await srv.close();
  }
}

export function printAgentBench(report: AgentBenchReport): void {
  console.log(
    `\nAgent team on the mock (agent01 with a ${report.teamMembers}-member downline, ${report.pageSize} rows a page, ${report.rounds} requests each; first call generating the team: ${report.firstCallMs} ms):\n`,
  );
  for (const f of report.figures)
    console.log(
      `  downlines ${f.query.padEnd(40)} ${f.page.padEnd(6)} of ${String(f.totalCount).padStart(5)} rows  p50 ${f.p50Ms} ms  p95 ${f.p95Ms} ms`,
    );
  console.log(
    `  every p95 under ${report.budgetMs} ms: ${report.pass ? 'yes' : 'NO (over budget)'}`,
  );
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  runAgentBench()
    .then((report) => {
      printAgentBench(report);
      if (!report.pass) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
