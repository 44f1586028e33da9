// Prints one closing line over the JUnit reports of the unit tests and the features.
import fs from 'node:fs';

const reports = ['reports/unit-junit.xml', 'reports/cucumber-junit.xml'];
let tests = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!fs.existsSync(file)) {
    console.error(`missing report ${file}`);
    process.exit(1);
  }
  const xml = fs.readFileSync(file, 'utf8');
  const suites = xml.match(/<testsuites?\b[^>]*>/)?.[0] ?? '';
  const attr = (name) => Number(suites.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
  tests += attr('tests');
  failed += attr('failures') + attr('errors');
  skipped += attr('skipped');
}
console.log(`tests: ${tests - failed - skipped} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || tests === 0 ? 1 : 0);
