/**
 * `npm run brand:check -- brand.json` (issue 26): checks a brand file before it is deployed. The
 * file must match the contract (src/api/contract/system.ts: BrandConfig, its look inferred), and
 * every text colour of both themes must read on the backgrounds the portal draws it on (WCAG 2.1
 * AA: 4.5:1 for text, 3:1 for the focus ring and the accent as a mark). Prints every failing pair
 * with its ratio and the colour the portal would draw instead, and exits 1 on any; 2 when the file
 * cannot be read or does not match the contract.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { BrandConfig } from '../src/api/contract/system';
import { brandFailures, type ContrastFailure } from '../src/lib/brand-theme';

export interface BrandCheck {
  code: 0 | 1 | 2;
  lines: string[];
}

const describe = (f: ContrastFailure) =>
  `${f.theme}: ${f.fg} on ${f.bg} is ${f.ratio.toFixed(2)}:1, needs ${f.min}:1 (drawn as ${f.derived})`;

/** The check of a brand file's text (its JSON). */
export function checkBrandText(text: string, name = 'brand file'): BrandCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { code: 2, lines: [`${name}: not JSON (${(error as Error).message})`] };
  }
  const parsed = BrandConfig.safeParse(json);
  if (!parsed.success)
    return {
      code: 2,
      lines: parsed.error.issues.map(
        (issue) => `${name}: ${issue.path.join('.') || '(file)'}: ${issue.message}`,
      ),
    };
  const theme = parsed.data.theme;
  if (!theme) return { code: 0, lines: [`${name}: no theme: the portal's default look applies`] };
  const failures = brandFailures(theme);
  if (failures.length === 0)
    return { code: 0, lines: [`${name}: every token pair meets WCAG AA in both themes`] };
  return {
    code: 1,
    lines: [
      `${name}: ${failures.length} token pair(s) under WCAG AA:`,
      ...failures.map((f) => `  ${describe(f)}`),
    ],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2).filter((arg) => arg !== '--');
  if (files.length === 0) {
    console.error('usage: npm run brand:check -- <brand.json> [...]');
    process.exit(2);
  }
  let code = 0;
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      console.error(`${file}: ${(error as Error).message}`);
      code = Math.max(code, 2);
      continue;
    }
    const result = checkBrandText(text, file);
    (result.code === 0 ? console.log : console.error)(result.lines.join('\n'));
    code = Math.max(code, result.code);
  }
  process.exit(code);
}
