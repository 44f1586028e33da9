#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails when any fails: `node scripts/run-parallel.mjs lint
 * typecheck -- test:unit`. Scripts before `--` run one after another, beside the scripts after it
 * (which also run one after another); the first group's output is held and printed when it ends,
 * so the logs never interleave. Used by `npm test`: lint and the type check (one core) run while
 * the unit tests use the other.
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const held = split === -1 ? args : args.slice(0, split);
const streamed = split === -1 ? [] : args.slice(split + 1);

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
      if (hold) {
        child.stdout.on('data', (d) => chunks.push(d));
        child.stderr.on('data', (d) => chunks.push(d));
      }
      child.on('close', (c) => resolve(c ?? 1));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (hold) process.stdout.write(Buffer.concat(chunks));
    console.log(
      `== npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`,
    );
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all([runInTurn(held, true), runInTurn(streamed, false)]);
process.exit(codes.find((c) => c !== 0) ?? 0);
