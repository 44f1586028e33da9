import { describe, expect, it } from 'vitest';
import { endpointNames } from './endpoints';

/** The portal's own code: every source file but the contract itself, tests, stories and test kits. */
const sources = Object.entries(
  import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
)
  .filter(
    ([path]) =>
      !path.startsWith('/src/api/contract/') &&
      !path.startsWith('/src/testing/') &&
      !/\.(test|stories)\.tsx?$/.test(path),
  )
  .map(([, text]) => text)
  .join('\n');

describe('the registry', () => {
  it('every endpoint has a caller in the portal (named in its code)', () => {
    const uncalled = endpointNames.filter(
      (name) => !new RegExp(`['"\`]${name}['"\`]`).test(sources),
    );
    expect(uncalled).toEqual([]);
  });
});
