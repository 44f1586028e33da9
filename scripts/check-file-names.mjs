#!/usr/bin/env node
/**
 * One file-naming rule for src/ and .ladle/ (run by `npm run lint`; README "Layers and features"):
 * a component module is PascalCase `.tsx` (`LobbyPage.tsx`, its `LobbyPage.test.tsx` and
 * `LobbyPage.stories.tsx`); everything else is kebab-case (`use-autoplay.ts`, `lobby-url.ts`,
 * `game-frame.css`, a chunk entry such as `home-block.tsx`). Test and story files take the name of
 * what they test or show; a test of a whole folder is named after it (`components.test.tsx`).
 */
import { execSync } from 'node:child_process';
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

if (bad.length) {
  console.error(
    'File names (scripts/check-file-names.mjs): PascalCase for component .tsx files, kebab-case for the rest',
  );
  for (const file of bad) console.error(`  ${file}`);
  process.exit(1);
}
