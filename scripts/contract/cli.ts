import { pathToFileURL } from 'node:url';
import { renderSummary, writeReports, type RunReport } from './report';

/** A usage or configuration problem: exit code 2. */
export class UsageError extends Error {}
/** The backend did not answer at all: exit code 3. */
export class UnreachableError extends Error {}

/**
 * Runs a contract tool's `main` when its module is the one node started (not when a test imports
 * it): exits with the code `main` resolves to, or 2 (usage or configuration) when it throws.
 */
export function runWhenMain(moduleUrl: string, main: (args: string[]) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}

export interface CliIo {
  out: (s: string) => void;
  err: (s: string) => void;
  tty?: boolean;
}

export const processIo: CliIo = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
  tty: process.stderr.isTTY,
};

/** A progress line per row: a rewritten line on a terminal, one line each otherwise. */
export function progressPrinter(io: CliIo) {
  return (
    done: number,
    total: number,
    r: { outcome: string; name: string; httpStatus?: number; latencyMs?: number },
  ) => {
    const line = `[${done}/${total}] ${r.outcome.padEnd(4)} ${r.name}${r.httpStatus ? ` ${r.httpStatus}` : ''}${r.latencyMs !== undefined ? ` ${r.latencyMs} ms` : ''}`;
    if (io.tty) io.err(`\r\x1b[K${line}${done === total ? '\n' : ''}`);
    else io.err(`${line}\n`);
  };
}

/**
 * The command line of a tool that runs against a backend and reports per row (contract:check,
 * contract:flows): usage, the run, the summary, the reports and the exit code (0 pass, 1
 * violations, 2 usage or configuration, 3 unreachable).
 */
export async function runReportingCli<O extends { reportDir?: string; help?: boolean }>(
  io: CliIo,
  tool: RunReport['tool'],
  usage: string,
  parse: () => O,
  run: (options: O) => Promise<RunReport>,
  after?: (options: O, report: RunReport) => void,
): Promise<number> {
  try {
    const options = parse();
    if (options.help) {
      io.out(`${usage}\n`);
      return 0;
    }
    const report = await run(options);
    io.out(renderSummary(report));
    if (options.reportDir) {
      const files = writeReports(report, options.reportDir);
      io.out(`reports: ${files.join(', ')}\n`);
    }
    after?.(options, report);
    if (report.configError) {
      io.err(`${tool}: ${report.configError}\n`);
      return 2;
    }
    return report.results.some((r) => r.outcome === 'fail') ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${tool}: ${error.message}\n\n${usage}\n`);
      return 2;
    }
    if (error instanceof UnreachableError) {
      io.err(`${tool}: ${error.message}\n`);
      return 3;
    }
    throw error;
  }
}
