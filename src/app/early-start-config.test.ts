import { describe, expect, it } from 'vitest';
import { featureClosure, type LazyFeature } from '@/core/lazy-feature';
import { routeSections, SECTION_TEXTS } from './early-start-config';

const sectionModules = import.meta.glob<{ feature?: LazyFeature }>([
  './sections/*.tsx',
  '!./sections/*.test.tsx',
]);
const camel = (file: string) =>
  file
    .replace(/^\.\/sections\/|\.tsx$/g, '')
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

describe('the texts the page preloads with a section', () => {
  it('are the texts its feature loads as it first shows, for every section of the route table', async () => {
    const sections = new Set(Object.values(routeSections()));
    const found: Record<string, string[]> = {};
    for (const [file, load] of Object.entries(sectionModules)) {
      const name = camel(file);
      if (!sections.has(name)) continue;
      const { feature } = await load();
      const texts = feature
        ? [...new Set(featureClosure(feature).flatMap((f) => f.texts ?? []))]
        : [];
      if (texts.length) found[name] = texts.sort();
    }
    const declared = Object.fromEntries(
      Object.entries(SECTION_TEXTS).map(([name, texts]) => [name, [...texts].sort()]),
    );
    expect(declared).toEqual(found);
    // Importing every section transforms most of the app.
  }, 120_000);
});
