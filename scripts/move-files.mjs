#!/usr/bin/env node
/**
 * Moves source files and rewrites every import of them (static, dynamic, vi.mock, import.meta.glob
 * entries are not rewritten). Usage: node scripts/move-files.mjs from=to [from=to ...]
 * A pair may name a folder: every file below it moves. Imports of moved files from `src/` are
 * written with the `@/` alias; other imports keep relative paths.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

const root = process.cwd();
const EXTS = ['.ts', '.tsx', '.js', '.mjs', '.json', '.css'];
const files = execSync('git ls-files -co --exclude-standard', { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && /\.(ts|tsx|mjs|js)$/.test(f) && !f.startsWith('node_modules/'))
  .filter((f) => fs.existsSync(f));

/** old absolute path (no extension resolution) -> new absolute path */
const moves = new Map();
for (const arg of process.argv.slice(2)) {
  const [from, to] = arg.split('=');
  const abs = path.resolve(root, from);
  if (fs.statSync(abs).isDirectory()) {
    const all = execSync(`git ls-files -co --exclude-standard ${from}`, { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    for (const f of all)
      moves.set(path.resolve(root, f), path.resolve(root, to, path.relative(from, f)));
  } else moves.set(abs, path.resolve(root, to));
}

function resolveSpec(fromFile, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.resolve(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else return null;
  const candidates = [
    base,
    ...EXTS.map((e) => base + e),
    ...EXTS.map((e) => path.join(base, 'index' + e)),
  ];
  for (const c of candidates)
    if (moves.has(c) || (fs.existsSync(c) && fs.statSync(c).isFile())) return c;
  return null;
}

function specFor(fromFile, target, original) {
  const srcDir = path.resolve(root, 'src');
  const fromInSrc = fromFile.startsWith(srcDir + path.sep);
  let noExt = target;
  const ext = path.extname(target);
  const keepExt = /\.(json|css|mjs|js)$/.test(original) || /\.(ts|tsx)$/.test(original);
  if (!keepExt && ['.ts', '.tsx'].includes(ext)) noExt = target.slice(0, -ext.length);
  if (!keepExt && path.basename(noExt) === 'index' && !/\/index$/.test(original))
    noExt = path.dirname(noExt);
  if (fromInSrc && target.startsWith(srcDir + path.sep) && (original.startsWith('@/') || true)) {
    if (original.startsWith('@/') || !original.startsWith('./'))
      return '@/' + path.relative(srcDir, noExt);
  }
  let rel = path.relative(path.dirname(fromFile), noExt);
  if (!rel.startsWith('.')) rel = './' + rel;
  return rel;
}

const SPEC_RE = /((?:from|import|vi\.mock|vi\.importActual|import\()\s*\(?\s*)(['"])([^'"\n]+)\2/g;
let changed = 0;
for (const f of files) {
  const abs = path.resolve(root, f);
  const newAbs = moves.get(abs) ?? abs;
  const text = fs.readFileSync(abs, 'utf8');
  const out = text.replace(SPEC_RE, (m, pre, q, spec) => {
    const target = resolveSpec(abs, spec);
    if (!target) return m;
    const newTarget = moves.get(target) ?? target;
    if (newTarget === target && newAbs === abs) return m;
    // Relative imports between files that both stay or move together keep their shape when valid.
    const next = specFor(newAbs, newTarget, spec);
    return `${pre}${q}${next}${q}`;
  });
  if (newAbs !== abs) {
    fs.mkdirSync(path.dirname(newAbs), { recursive: true });
    execSync(`git mv -k ${JSON.stringify(f)} ${JSON.stringify(path.relative(root, newAbs))}`);
    if (!fs.existsSync(newAbs)) fs.renameSync(abs, newAbs);
  }
  if (out !== text) {
    fs.writeFileSync(newAbs, out);
    changed++;
  }
}
// Non-source files (css, json, md) move too.
for (const [from, to] of moves) {
  if (fs.existsSync(from)) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    execSync(
      `git mv -k ${JSON.stringify(path.relative(root, from))} ${JSON.stringify(path.relative(root, to))}`,
    );
    if (fs.existsSync(from)) fs.renameSync(from, to);
  }
}
console.log(`moved ${moves.size} files, rewrote imports in ${changed}`);
