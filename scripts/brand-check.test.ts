import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import lucky from '../fixtures/brands/lucky.json' with { type: 'json' };
import { checkBrandText } from './brand-check';

/** The default brand with its light accent text made unreadable (#e0e0e0 on the red: 4.1:1). */
const failing = () => {
  const brand = structuredClone(lucky);
  brand.theme.light.accentText = '#e0e0e0';
  return JSON.stringify(brand);
};

const run = (file: string) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const args = ['--import', 'tsx', 'scripts/brand-check.ts', file];
    execFile(process.execPath, args, { timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

describe('npm run brand:check', () => {
  it('passes the demo brands and names every failing pair of a brand file', () => {
    expect(checkBrandText(JSON.stringify(lucky)).code).toBe(0);
    const result = checkBrandText(failing(), 'brand.json');
    expect(result.code).toBe(1);
    expect(result.lines.join('\n')).toMatch(
      /light: accentText on accent is 4\.12:1, needs 4\.5:1 \(drawn as #[0-9a-f]{6}\)/,
    );
    // The default brand's former green reads on the page but not on its own tint (the New badge).
    const tint = structuredClone(lucky);
    tint.theme.light.success = '#15803d';
    const badge = checkBrandText(JSON.stringify(tint), 'brand.json');
    expect(badge.code).toBe(1);
    expect(badge.lines.slice(1)).toEqual([
      expect.stringMatching(
        /^ {2}light: success on successTint is 4\.38:1, needs 4\.5:1 \(drawn as #[0-9a-f]{6}\)$/,
      ),
    ]);
    expect(checkBrandText('{"theme": 1}').code).toBe(2);
    expect(checkBrandText('not json').code).toBe(2);
  });

  it('exits 1 from the real command line on a brand file whose accent text fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-check-'));
    const file = path.join(dir, 'brand.json');
    fs.writeFileSync(file, failing());
    try {
      const bad = await run(file);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('accentText on accent');
      const good = await run('fixtures/brands/jade.json');
      expect(good.code).toBe(0);
      expect(good.stdout).toContain('every token pair meets WCAG AA');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Two runs of the command (tsx starting cold each): 12 s under npm test's load.
  }, 60_000);
});
