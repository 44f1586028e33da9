import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SPEC_SECTIONS } from './spec-sections';

export interface TaggedScenario {
  feature: string;
  scenario: string;
  file: string;
  tags: string[];
}

/** Scenarios of one feature file with their tags (the feature's tags included). */
export function parseFeature(text: string, file: string): TaggedScenario[] {
  const out: TaggedScenario[] = [];
  let pending: string[] = [];
  let featureTags: string[] = [];
  let feature = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('@')) {
      pending.push(...line.split(/\s+/).filter((t) => t.startsWith('@')));
    } else if (line.startsWith('Feature:')) {
      feature = line.slice('Feature:'.length).trim();
      featureTags = pending;
      pending = [];
    } else if (/^(Scenario|Scenario Outline|Example):/.test(line)) {
      out.push({
        feature,
        scenario: line.replace(/^[^:]+:/, '').trim(),
        file,
        tags: [...featureTags, ...pending],
      });
      pending = [];
    } else if (line && !line.startsWith('#')) {
      if (!line.startsWith('Examples:') && !line.startsWith('|'))
        pending = pending.filter(() => false);
    }
  }
  return out;
}

function featureFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return featureFiles(full);
    return entry.name.endsWith('.feature') ? [full] : [];
  });
}

/** Section id -> scenarios; plus tags naming no known section. */
export function coverage(scenarios: TaggedScenario[]) {
  const known = new Set(SPEC_SECTIONS.map((s) => s.id));
  const bySection = new Map<string, TaggedScenario[]>(SPEC_SECTIONS.map((s) => [s.id, []]));
  const unknown = new Set<string>();
  for (const sc of scenarios) {
    for (const tag of sc.tags) {
      const id = tag.slice(1);
      if (!id.startsWith('spec')) continue;
      if (known.has(id)) bySection.get(id)!.push(sc);
      else unknown.add(tag);
    }
  }
  return { bySection, unknown: [...unknown] };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const files = featureFiles(path.resolve('features'));
  const scenarios = files.flatMap((f) =>
    parseFeature(fs.readFileSync(f, 'utf8'), path.relative(process.cwd(), f)),
  );
  const { bySection, unknown } = coverage(scenarios);
  let covered = 0;
  for (const section of SPEC_SECTIONS) {
    const list = bySection.get(section.id) ?? [];
    if (list.length) covered += 1;
    const [doc, num] = section.id.replace('spec', '').split('-');
    console.log(
      `${list.length ? '✔' : '✘'} spec ${doc} §${num} ${section.title} — ${list.length ? `${list.length} scenario(s)` : 'NOT COVERED'}`,
    );
    for (const sc of list) console.log(`    ${sc.feature} › ${sc.scenario}  (${sc.file})`);
  }
  console.log(
    `\n${covered} of ${SPEC_SECTIONS.length} sections covered by ${scenarios.length} scenarios in ${files.length} feature files.`,
  );
  if (unknown.length) {
    console.error(`Tags naming no spec section: ${unknown.join(', ')}`);
    process.exit(1);
  }
}
