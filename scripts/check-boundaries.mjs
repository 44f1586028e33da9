#!/usr/bin/env node
/**
 * Import boundaries of src/ (run by `npm run lint`; README "Layers and features"). ESLint's
 * `@typescript-eslint/no-restricted-imports` (eslint.config.js) reports the `@/` imports in the
 * editor; this script resolves relative imports too and checks what a per-file rule cannot:
 *
 *   1. layers, one way: lib -> components -> core -> features -> app (i18n and api sit beside lib;
 *      core and features may `import type` RootState/AppDispatch from `@/app/store`);
 *   2. a feature imports another feature only through its public surface: `slice.ts`,
 *      `selectors.ts` and `feature.ts` (never its components/, pages/, modals/, sagas, hooks);
 *   3. no two-way feature pairs: when feature A imports feature B, B imports nothing of A.
 *
 * Tests and stories follow the same rules (src/testing/ is the harness and may import anything).
 * `node scripts/check-boundaries.mjs --stats` prints the feature import graph.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

const root = process.cwd();
const files = execSync('git ls-files -co --exclude-standard src', { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f) && fs.existsSync(f));

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|vi\.mock\(\s*['"]([^'"]+)['"]/g;

/** The repository path an import names (no extension), or null for packages. */
function target(from, spec) {
  if (spec.startsWith('@/')) return 'src/' + spec.slice(2);
  if (spec.startsWith('.')) return path.relative(root, path.resolve(path.dirname(from), spec));
  return null;
}

/** The area of a path: lib, components, core, api, i18n, testing, app, or features/<name>. */
function area(file) {
  const feature = file.match(/^src\/features\/([^/]+)\//);
  if (feature) return `features/${feature[1]}`;
  const top = file.match(/^src\/([^/]+)\//);
  return top ? top[1] : null;
}

const RANK = { lib: 0, i18n: 0, api: 0, components: 1, core: 2, feature: 3, app: 4 };
const rankOf = (a) => (a?.startsWith('features/') ? RANK.feature : RANK[a]);
/** What a lower layer may not import, besides anything of a higher rank. */
const EXTRA = { components: ['api'] };
const PUBLIC = /^src\/features\/[^/]+\/(slice|selectors|feature)(\.tsx?)?$/;

const edges = [];
for (const from of files) {
  const text = fs.readFileSync(from, 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[2] ?? m[3] ?? m[4];
    const to = target(from, spec);
    if (!to) continue;
    edges.push({ from, to, spec, typeOnly: Boolean(m[1]) });
  }
}

const problems = [];
for (const e of edges) {
  const a = area(e.from);
  const b = area(e.to);
  if (!a || !b || a === b || a === 'testing') continue;
  if (b === 'testing') continue;
  if (e.to === 'src/app/store' && e.typeOnly && (a === 'core' || a.startsWith('features/')))
    continue;
  const ra = rankOf(a);
  const rb = rankOf(b);
  if (ra === undefined || rb === undefined) continue;
  if (rb > ra || (EXTRA[a] ?? []).includes(b))
    problems.push(`layer: ${e.from} imports ${e.spec} (${a} may not import ${b})`);
  else if (ra === RANK.feature && rb === RANK.feature && !PUBLIC.test(e.to))
    problems.push(
      `reach-in: ${e.from} imports ${e.spec} (only slice, selectors and feature are public)`,
    );
}

const cross = edges.filter((e) => {
  const a = area(e.from);
  const b = area(e.to);
  return a?.startsWith('features/') && b?.startsWith('features/') && a !== b;
});
const pairs = new Map();
for (const e of cross) {
  const key = `${area(e.from)} -> ${area(e.to)}`;
  pairs.set(key, [...(pairs.get(key) ?? []), e]);
}
const twoWay = [];
for (const [key, list] of pairs) {
  const [a, b] = key.split(' -> ');
  const back = pairs.get(`${b} -> ${a}`);
  if (back && a < b) twoWay.push([key, list, back]);
}
for (const [key, list, back] of twoWay) {
  problems.push(
    `two-way: ${key} and back\n` +
      [...list, ...back].map((e) => `    ${e.from} imports ${e.spec}`).join('\n'),
  );
}

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
