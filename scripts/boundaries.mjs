/**
 * Import boundaries of src/ (run by `npm run lint` through scripts/check-boundaries.mjs; README
 * "Layers and features"). ESLint's `@typescript-eslint/no-restricted-imports` (eslint.config.js)
 * reports the `@/` imports in the editor; this check resolves relative imports too and checks what
 * a per-file rule cannot:
 *
 *   1. layers, one way: lib -> components -> core -> features -> app (i18n and api sit beside lib;
 *      core and features may `import type` RootState/AppDispatch from `@/app/store`);
 *   2. a feature imports another feature only through its public surface: `slice.ts`,
 *      `selectors.ts` and `feature.ts` (never its components/, pages/, modals/, sagas, hooks);
 *   3. the same inside a feature: a sub-unit (`src/features/<d>/<a>/`, any folder but the domain's
 *      own components/, pages/, modals/, sagas/) imports a sibling sub-unit only through that
 *      one's `slice`, `selectors` or `feature`; what two sub-units share lives at the domain's
 *      root (`src/features/<d>/...`) or below (src/core, src/components, src/lib);
 *   4. no two-way feature pairs: when feature A imports feature B, B imports nothing of A.
 *
 * Tests and stories follow the same rules (src/testing/ is the harness and may import anything).
 */
import path from 'node:path';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|vi\.mock\(\s*['"]([^'"]+)['"]/g;

/** The domain's own folders: they belong to the domain's root, not to a sub-unit. */
export const DOMAIN_FOLDERS = ['components', 'pages', 'modals', 'sagas'];

/** The repository path an import names (no extension), or null for packages. */
function target(from, spec) {
  if (spec.startsWith('@/')) return 'src/' + spec.slice(2);
  if (spec.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return null;
}

/** The area of a path: lib, components, core, api, i18n, testing, app, or features/<name>. */
function area(file) {
  const feature = file.match(/^src\/features\/([^/]+)\//);
  if (feature) return `features/${feature[1]}`;
  const top = file.match(/^src\/([^/]+)\//);
  return top ? top[1] : null;
}

/** The sub-unit of a path (`features/<d>/<a>`), or null for the domain's root and its folders. */
export function subUnit(file) {
  const m = file.match(/^src\/features\/([^/]+)\/([^/]+)\//);
  return m && !DOMAIN_FOLDERS.includes(m[2]) ? `features/${m[1]}/${m[2]}` : null;
}

const RANK = { lib: 0, i18n: 0, api: 0, components: 1, core: 2, feature: 3, app: 4 };
const rankOf = (a) => (a?.startsWith('features/') ? RANK.feature : RANK[a]);
/** What a lower layer may not import, besides anything of a higher rank. */
const EXTRA = { components: ['api'] };
const PUBLIC = /^src\/features\/[^/]+\/(slice|selectors|feature)(\.tsx?)?$/;
const SUB_UNIT_PUBLIC = /^src\/features\/[^/]+\/[^/]+\/(slice|selectors|feature)(\.tsx?)?$/;

/** Every import of src/ files: `{ from, to, spec, typeOnly }` (`to` without extension). */
export function importEdges(sources) {
  const edges = [];
  for (const { file, text } of sources) {
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[2] ?? m[3] ?? m[4];
      const to = target(file, spec);
      if (!to) continue;
      edges.push({ from: file, to, spec, typeOnly: Boolean(m[1]) });
    }
  }
  return edges;
}

/**
 * The boundary problems of these sources (`{ file, text }`, paths relative to the repository) and
 * the feature graph: `{ problems: string[], cross, pairs, twoWay }`.
 */
export function checkBoundaries(sources) {
  const edges = importEdges(sources);
  const problems = [];
  for (const e of edges) {
    const a = area(e.from);
    const b = area(e.to);
    if (!a || !b || a === 'testing') continue;
    if (a === b) {
      const su = subUnit(e.from);
      const tu = subUnit(e.to);
      if (su && tu && su !== tu && !SUB_UNIT_PUBLIC.test(e.to))
        problems.push(
          `sub-unit reach-in: ${e.from} imports ${e.spec} (a sibling sub-unit is reached only through its slice, selectors or feature; move what both need to src/${a}/ or lower)`,
        );
      continue;
    }
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
  return { problems, cross, pairs, twoWay };
}
