/**
 * Paging and searching an agent's team on the mock (issue 16): agent01's derived team grown to a
 * 5,000-member downline (fixtures/agent-team.ts TEAM_SIZES, set for this run only). On the
 * standalone mock (127.0.0.1, data in memory), one request at a time, it measures the answer time
 * (p50, p95 of ROUNDS requests) of `downlines` for page 1, a middle page and the last page, with
 * and without filters (account search, direct level, a depth, one upline's branch of the tree, a
 * registration range, the balance sort); and the first call of a fresh server, which generates the team (once per agent and day).
 * The budget: every p95 under 100 ms. `tsx scripts/bench-agent.ts` prints the figures alone;
 * `npm run bench` adds them to bench.json.
 */
import { pathToFileURL } from 'node:url';
import { TEAM_SIZES } from '../fixtures/agent-team';
import { startMockServer } from '../mocks/server';
import { mockCaller, round1, timePages, type PageTiming } from './bench-paging';

const ROUNDS = Number(process.env.BENCH_AGENT_ROUNDS ?? 40);
export const AGENT_BUDGET_MS = 100;
/** The downline measured: agent01's 12 real direct downlines and the derived accounts. */
export const TEAM_MEMBERS = 5_000;
const REAL_DIRECTS = 12;
const PAGE_SIZE = 20;

export interface AgentFigure extends PageTiming {
  query: string;
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

export async function runAgentBench(): Promise<AgentBenchReport> {
  const seededSize = TEAM_SIZES.agent01 ?? 0;
  TEAM_SIZES.agent01 = TEAM_MEMBERS - REAL_DIRECTS;
  const srv = await startMockServer({ port: 0, dbFile: null });
  try {
    const call = await mockCaller(srv.url, 'agent01');

    const downlines = '/wps/relay/MCSFE_getDownlineList';
    const t = performance.now();
    const all = await call(`${downlines}?pageNo=1&pageSize=${PAGE_SIZE}`);
    const firstCallMs = round1(performance.now() - t);
    if (all.totalCount !== TEAM_MEMBERS)
      throw new Error(`the team holds ${all.totalCount} accounts, not ${TEAM_MEMBERS}`);

    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    // The tree's branches: the agent's own direct downlines, and its largest sub-agent's.
    const directs = await call(`${downlines}?pageNo=1&pageSize=100&level=direct`);
    const [sub] = (
      directs as unknown as { list: { account: string; teamSize: number }[] }
    ).list.sort((a, b) => b.teamSize - a.teamSize);
    if (!sub?.teamSize) throw new Error('no sub-agent with a downline among the direct members');
    const queries = [
      '',
      'upline=agent01',
      `upline=${sub.account}`,
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
      for (const timing of await timePages(call, url, ROUNDS))
        figures.push({ query: query || '(none)', ...timing });
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
