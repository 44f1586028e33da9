#!/usr/bin/env node
/**
 * No colour outside the tokens (issue 26; run by `npm run lint`): the stylesheets (src/**\/*.css,
 * the styles of index.html) and the components' inline styles name colours only through the
 * brand's custom properties (`var(--accent)`...). Colour values (hex, rgb(), hsl(), named colours)
 * are allowed only in the token definitions: the `:root` and `:root[data-theme='dark']` rules at
 * the top of src/styles.css. Corners likewise: a `border-radius` is the brand's (`var(--radius)`,
 * `var(--radius-small)`, `var(--radius-large)`), a pill or circle (`999px`, `50%`) or none (`0`).
 * Prints each offending line and exits 1.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const NAMED =
  'white|black|red|green|blue|gr[ae]y|yellow|orange|purple|pink|silver|gold|navy|teal|crimson|tomato|maroon|olive|lime|aqua|fuchsia|brown';
const COLOUR = new RegExp(
  `#[0-9a-f]{3,8}\\b|\\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\(|:\\s*([^;{}]*\\s)?(${NAMED})\\b(?!-)`,
  'i',
);
/** A border radius that is not the brand's corner, a pill, a circle or none. */
const RADIUS = /border(-[a-z]+)*-radius\s*:\s*([^;}]*)/i;
const CORNER = /^(0|50%|999px|inherit|var\(--radius(-small|-large)?(,\s*[\d.]+px)?\))$/;
const foreignCorner = (line) => {
  const value = RADIUS.exec(line)?.[2].trim();
  return value !== undefined && !value.split(/\s+(?![^(]*\))/).every((part) => CORNER.test(part));
};

/** The token definitions of src/styles.css: its `:root` rules (light, then dark). */
const TOKEN_RULES = /^:root(\[data-theme='dark'\])? \{\n[\s\S]*?\n\}\n/gm;

const files = execSync('git ls-files -co --exclude-standard src index.html', { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(css|tsx)$/.test(file) || file === 'index.html')
  .filter((file) => !/\.(test|stories)\.tsx$/.test(file) && fs.existsSync(file));

const blank = (part) => part.replace(/[^\n]/g, ' ');
/** The text with everything but the matches of `kept` blanked (line numbers kept). */
function keepOnly(text, kept) {
  let out = '';
  let at = 0;
  for (const match of text.matchAll(kept)) {
    out += blank(text.slice(at, match.index)) + match[0];
    at = match.index + match[0].length;
  }
  return out + blank(text.slice(at));
}

/** What of a file is style: comments and the token definitions blanked. */
function styleText(file, text) {
  let out = text;
  if (file === 'index.html') out = keepOnly(out, /<style>[\s\S]*?<\/style>/g);
  // A component's inline styles: `style={{ ... }}` objects only.
  if (file.endsWith('.tsx')) out = keepOnly(out, /style=\{\{[\s\S]*?\}\}/g);
  out = out.replace(/\/\*[\s\S]*?\*\//g, blank);
  if (file === 'src/styles.css') out = out.replace(TOKEN_RULES, blank);
  return out;
}

const bad = [];
for (const file of files) {
  const lines = styleText(file, fs.readFileSync(file, 'utf8')).split('\n');
  lines.forEach((line, i) => {
    if (COLOUR.test(line) || foreignCorner(line)) bad.push(`${file}:${i + 1}: ${line.trim()}`);
  });
}
if (bad.length) {
  console.error(
    `Colours or corners outside the brand's tokens (use var(--accent), var(--radius)... from src/styles.css):\n${bad.join('\n')}`,
  );
  process.exit(1);
}
