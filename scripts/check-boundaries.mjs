#!/usr/bin/env node
/**
 * The import boundary check `npm run lint` runs (the rules: scripts/boundaries.mjs; README "Layers
 * and features"). `node scripts/check-boundaries.mjs --stats` prints the feature import graph.
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { checkBoundaries } from './boundaries.mjs';

const sources = execSync('git ls-files -co --exclude-standard src', { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f) && fs.existsSync(f))
  .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

const { problems, cross, pairs, twoWay } = checkBoundaries(sources);

if (process.argv.includes('--stats')) {
  console.log(
    `cross-feature imports ${cross.length}, pairs ${pairs.size}, two-way ${twoWay.length}`,
  );
  for (const [key, list] of [...pairs].sort()) console.log(`  ${list.length} ${key}`);
}
if (problems.length) {
  console.error(`Import boundaries (scripts/check-boundaries.mjs): ${problems.length} problem(s)`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
