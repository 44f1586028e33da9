#!/usr/bin/env node
/**
 * One file-naming rule for src/ and .ladle/ (run by `npm run lint`; README "Layers and features"):
 * a component module is PascalCase `.tsx` (`LobbyPage.tsx`, its `LobbyPage.test.tsx` and
 * `LobbyPage.stories.tsx`); everything else is kebab-case (`use-autoplay.ts`, `lobby-url.ts`,
 * `game-frame.css`, a chunk entry such as `home-block.tsx`). Test and story files take the name of
 * what they test or show; a test of a whole folder is named after it (`components.test.tsx`).
 *
 * And one stem per area in features/ (README "One vocabulary"; architecture "Sub-units"): every
 * file is kebab-case; a feature file lies in a domain's folder (`src/features/<domain>/`, or
 * `src/core/<domain>/`, or a contract domain `src/api/contract/<domain>.ts`); step files and page
 * objects are named `common`, `<domain>` or `<domain>-<sub>` for a sub-unit
 * (`src/features/<domain>/<sub>/feature.ts`); and a sub-unit with pages (`*Page.tsx`) has its
 * scenarios in `features/<domain>/<sub>.feature`.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const bad = execSync('git ls-files -co --exclude-standard src .ladle', { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|css|json)$/.test(file))
  .filter((file) => {
    const name = path.basename(file);
    const stem = name.slice(0, name.indexOf('.'));
    if (KEBAB.test(stem)) return false;
    return !(PASCAL.test(stem) && name.endsWith('.tsx'));
  });

const dirs = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const domains = new Set([
  ...dirs('src/features'),
  ...dirs('src/core'),
  ...fs
    .readdirSync('src/api/contract')
    .filter((name) => /^[a-z-]+\.ts$/.test(name))
    .map((name) => name.slice(0, -3)),
]);
const subUnits = dirs('src/features').flatMap((domain) =>
  dirs(`src/features/${domain}`)
    .filter((sub) => fs.existsSync(`src/features/${domain}/${sub}/feature.ts`))
    .map((sub) => ({ domain, sub, pages: fs.readdirSync(`src/features/${domain}/${sub}`) })),
);
const stems = new Set(['common', ...domains, ...subUnits.map((u) => `${u.domain}-${u.sub}`)]);

const features = execSync('git ls-files -co --exclude-standard features', { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(file));
const misplaced = features.filter((file) => {
  const parts = file.split('/');
  const name = parts.at(-1);
  if (!KEBAB.test(name.slice(0, name.indexOf('.')))) return true;
  if (name.endsWith('.feature')) return parts.length !== 3 || !domains.has(parts[1]);
  if (parts[1] === 'steps') return !name.endsWith('.steps.ts') || !stems.has(name.slice(0, -9));
  if (parts[1] === 'pages') return !stems.has(name.slice(0, -3));
  return false;
});
const missing = subUnits
  .filter((u) => u.pages.some((name) => /Page\.tsx$/.test(name)))
  .map((u) => `features/${u.domain}/${u.sub}.feature`)
  .filter((file) => !features.includes(file));

if (bad.length || misplaced.length || missing.length) {
  if (bad.length)
    console.error(
      'File names (scripts/check-file-names.mjs): PascalCase for component .tsx files, kebab-case for the rest',
    );
  for (const file of bad) console.error(`  ${file}`);
  if (misplaced.length)
    console.error(
      'Feature files (scripts/check-file-names.mjs): kebab-case; features/<domain>/*.feature; steps and pages named common, <domain> or <domain>-<sub>',
    );
  for (const file of misplaced) console.error(`  ${file}`);
  if (missing.length)
    console.error(
      'Sub-units with pages and no feature file of their stem (features/<domain>/<sub>.feature):',
    );
  for (const file of missing) console.error(`  ${file}`);
  process.exit(1);
}
