#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails when any fails: `node scripts/run-parallel.mjs lint
 * typecheck test:unit -- build:app test:features`. Scripts before `--` run one after another,
 * beside the scripts after it (which also run one after another, their output streamed). The first
 * group's output is held: each script's closing line is printed as it ends, its whole output once
 * the streamed group has ended too, so the logs never interleave.
 *
 * `--held-nice=N` runs the held group N steps lower in priority, so that it takes what the streamed
 * group leaves idle rather than slowing it.
 *
 * Used by `npm test`: lint, the type check and the unit tests run beside the build and the
 * features, whose browsers leave a core idle about a third of the time (waits for answers and
 * renders). Measured on the 2-core machine (the full `npm test` at nice -5, load average 15-20 from
 * other jobs): before, lint + type check + build (62 s) beside the unit tests (117 s), then the
 * features (7.6 min, 2 workers): 10.1-10.5 min. After (3 workers, this order, same priority): 9.0
 * min, 1.75 of 2 cores busy against about 1.3 before; features 8.8 min, unit tests 5.3 min beside
 * them. With --held-nice=5 the features took 7.7 min (461 s), but on that shared machine the held
 * group (then at nice 0) was pushed to nice 19 by something outside the run and starved behind the
 * other jobs (lint 521 s): not the default until measured on a machine of its own. On a quiet
 * 2-core machine (full `npm test`, cold caches): at the same priority the features took 622 s and
 * the held group 553 s (10 min 32 s); with --held-nice=2 the features took 593 s and the held group
 * 623 s (lint 104, type check 135, unit tests 384: 10 min 24 s). With the lint and type-check caches
 * warm (a second run) the held group is mostly the unit tests.
 *
 * Once the features' page loads got cheaper (V8's compile hint, scripts/eager-compile-hint.ts), the
 * held group became the longer of the two, and at a lower priority it ended alone on one core: a
 * clean clone, cold caches, --held-nice=2: features 585 s, held group 668 s (lint 134, type check
 * 216, unit tests 318), `npm test` 11 min 10 s; at the same priority: features 552 s, held group
 * 606 s (104, 150, 352), 10 min 8 s. `npm test` runs both groups at the same priority.
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import os from 'node:os';

const NICE_FLAG = /^--held-nice=(\d+)$/;
const niceArg = process.argv.find((a) => NICE_FLAG.test(a));
/** How much lower the held group's priority is (`--held-nice=5`): the streamed group goes first. */
const heldNice = niceArg ? Number(NICE_FLAG.exec(niceArg)[1]) : 0;
const args = process.argv.slice(2).filter((a) => a !== niceArg);
const split = args.indexOf('--');
const held = split === -1 ? args : args.slice(0, split);
const streamed = split === -1 ? [] : args.slice(split + 1);

/** The held group's output, printed once nothing streams any more. */
const heldOutput = [];

/** Runs `npm run <name>` for each name in turn; resolves to the first failing exit code or 0. */
async function runInTurn(names, hold) {
  for (const name of names) {
    const started = Date.now();
    const chunks = [];
    const code = await new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], {
        stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      });
      if (hold && heldNice > 0 && child.pid) {
        // Set before npm starts the script: its processes inherit the priority.
        try {
          os.setPriority(child.pid, Math.min(19, os.getPriority() + heldNice));
        } catch {
          // Not allowed here: the group runs at the same priority.
        }
      }
      if (hold) {
        child.stdout.on('data', (d) => chunks.push(d));
        child.stderr.on('data', (d) => chunks.push(d));
      }
      child.on('close', (c) => resolve(c ?? 1));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const verdict = `== npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`;
    if (hold) heldOutput.push(Buffer.concat(chunks), Buffer.from(`${verdict}\n`));
    console.log(verdict);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all([runInTurn(held, true), runInTurn(streamed, false)]);
if (heldOutput.length) {
  console.log(`== the output of ${held.join(', ')}:`);
  process.stdout.write(Buffer.concat(heldOutput));
}
process.exit(codes.find((c) => c !== 0) ?? 0);
