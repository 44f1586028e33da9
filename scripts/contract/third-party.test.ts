// @vitest-environment node
/**
 * Third-party tools agree with the contract (issue 27): Redocly CLI's recommended rules find no
 * error in the generated OpenAPI document, and Prism's validating proxy (`prism proxy --errors`)
 * in front of the mock, fed that document, finds no request or response violation under
 * contract:flows (writes included).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as nodeMock } from '../../mocks/node';
import { startMockServer } from '../../mocks/server';
import { MOCK_DEMO, runFlows } from './flows';
import { buildOpenApi } from './openapi';
import { startPrism } from './prism';

beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

const bin = (name: string) => path.resolve('node_modules/.bin', name);
const quietEnv = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
};

function documentFile(dir: string): string {
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(buildOpenApi().document));
  return file;
}

describe('third-party tools agree with the contract', () => {
  it("Redocly CLI's recommended rules find no error in the OpenAPI document", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-redocly-'));
    try {
      const file = documentFile(dir);
      const args = ['lint', file, '--extends', 'recommended', '--format', 'json'];
      const stdout = await new Promise<string>((resolve) =>
        execFile(bin('redocly'), args, { env: quietEnv, timeout: 90_000 }, (_e, out) =>
          resolve(out),
        ),
      );
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: Array<{ ruleId: string; severity: string; message: string }>;
      };
      const errors = report.problems.filter((p) => p.severity === 'error');
      expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('Prism in front of the mock (--errors) finds no violation under contract:flows', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-prism-'));
    const mock = await startMockServer({ port: 0, dbFile: null });
    const prism = await startPrism(mock.url, dir, Date.now() + 90_000).catch(async (error) => {
      await mock.close();
      throw error;
    });
    try {
      const run = await runFlows({
        baseUrl: prism.url,
        ...MOCK_DEMO,
        latencyBudgetMs: 60_000,
      });
      const failing = run.results.filter((r) => r.outcome === 'fail' || r.outcome === 'skip');
      expect(failing.map((r) => `${r.name}: ${JSON.stringify(r.findings)}`)).toEqual([]);
      // Every call went through Prism, and Prism refused none (its only complaint: the probe of
      // the base URL, which is no call of the document).
      const plain = stripVTControlCharacters(prism.log());
      const refusals = plain
        .split('\n')
        .filter((line) => line.includes('✖') && !/get \/ ✖/.test(line));
      expect(refusals).toEqual([]);
      expect(plain).not.toContain('VIOLATIONS');
      expect(plain.match(/\[HTTP SERVER\] post \/wps\/relay\/GCS_walletTransfer/g)).toHaveLength(2);
    } finally {
      prism.stop();
      await mock.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
