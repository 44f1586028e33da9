// @vitest-environment node
/**
 * `contract:flows --arazzo FILE` (issue 27): the Arazzo document it writes is valid for Redocly
 * CLI's linter and runs green under Redocly's `respect` against the mock; against a backend that
 * lies about a transfer (success, nothing moves) the step after the transfer fails.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as nodeMock } from '../../mocks/node';
import { startMockServer } from '../../mocks/server';
import { SOURCE_NAME } from './arazzo';
import { startLyingBackend } from './drifted-backend';
import { main } from './flows';

beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

const redocly = path.resolve('node_modules/.bin/redocly');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const quiet = { out: () => undefined, err: () => undefined };

function run(args: string[], cwd: string): Promise<string> {
  return new Promise((resolve) =>
    execFile(redocly, args, { env, cwd, timeout: 90_000 }, (_e, out) => resolve(out)),
  );
}

interface RespectStep {
  stepId: string;
  checks: Array<{ name: string; passed: boolean; message?: string }>;
}
interface RespectJson {
  status: string;
  files: Record<
    string,
    { executedWorkflows: Array<{ workflowId: string; executedSteps: RespectStep[] }> }
  >;
}

/** Runs `redocly respect` on the document against `url`; per workflow, each step's failed checks. */
async function respect(dir: string, url: string) {
  const args = ['respect', 'flows.arazzo.json', '--server', `${SOURCE_NAME}=${url}`];
  const inputs = ['--input', 'username=player1', '--input', 'password=pass1234'];
  inputs.push('--input', 'paymentPassword=pay1234', '--input', 'agentUsername=agent01');
  inputs.push('--input', 'agentPassword=pass1234', '--input', 'agentPaymentPassword=pay1234');
  const log = await run([...args, ...inputs, '--json-output', 'respect.json'], dir);
  if (!fs.existsSync(path.join(dir, 'respect.json')))
    throw new Error(`respect wrote no report:\n${log}`);
  const report = JSON.parse(fs.readFileSync(path.join(dir, 'respect.json'), 'utf8')) as RespectJson;
  const workflows = Object.values(report.files).flatMap((f) => f.executedWorkflows);
  return {
    status: report.status,
    steps: Object.fromEntries(
      workflows.map((w) => [w.workflowId, w.executedSteps.map((s) => s.stepId)]),
    ),
    failed: workflows.flatMap((w) =>
      w.executedSteps.flatMap((s) =>
        s.checks.filter((c) => !c.passed).map((c) => `${w.workflowId}/${s.stepId}: ${c.name}`),
      ),
    ),
  };
}

describe('contract:flows --arazzo', () => {
  let dir = '';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-arazzo-'));
    expect(await main(['--arazzo', path.join(dir, 'flows.arazzo.json')], quiet)).toBe(0);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes an Arazzo 1.0 document over the OpenAPI document written beside it', async () => {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, 'flows.arazzo.json'), 'utf8')) as {
      arazzo: string;
      sourceDescriptions: Array<{ name: string; url: string; type: string }>;
    };
    expect(doc.arazzo).toMatch(/^1\.0\.\d+$/);
    expect(doc.sourceDescriptions).toEqual([
      { name: SOURCE_NAME, url: './openapi.json', type: 'openapi' },
    ]);
    expect(fs.existsSync(path.join(dir, 'openapi.json'))).toBe(true);
    const lint = await run(['lint', 'flows.arazzo.json', '--format', 'json'], dir);
    const report = JSON.parse(lint) as { totals: { errors: number; warnings: number } };
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it("runs green under Redocly's respect against the mock, every step passing", async () => {
    const mock = await startMockServer({ port: 0, dbFile: null });
    try {
      const result = await respect(dir, mock.url);
      expect(result.failed).toEqual([]);
      expect(result.status).toBe('success');
      expect(result.steps['wallet-transfer']).toEqual([
        'brand',
        'login',
        'vendors',
        'before',
        'transfer-out',
        'after-out',
        'transfer-back',
        'after-back',
        'record',
      ]);
      expect(Object.keys(result.steps)).toEqual([
        'wallet-transfer',
        'withdrawal',
        'deposit',
        'agent-transfer',
        'session-logout',
      ]);
      expect(result.steps.withdrawal).toContain('wrong-password');
      expect(result.steps.withdrawal).toContain('withdraw-listed');
      expect(result.steps['agent-transfer']).toContain('outsider');
    } finally {
      await mock.close();
    }
  }, 120_000);

  it('fails the step after a transfer that answers success and moves nothing', async () => {
    const lying = await startLyingBackend();
    try {
      const result = await respect(dir, lying.url);
      expect(result.status).not.toBe('success');
      expect(result.failed).toContain('wallet-transfer/after-out: success criteria check');
    } finally {
      await lying.close();
    }
  }, 120_000);
});
