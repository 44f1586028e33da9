import type { ComponentType } from 'react';

/**
 * A whole table of centre pages for a test or story: the ones given, and for every other key a
 * stand-in that names its page (the real pages have their own tests and stories).
 */
export function standInPages<K extends string>(
  keys: readonly K[],
  given: Partial<Record<K, ComponentType>>,
): Record<K, ComponentType> {
  const standIn = (key: K) =>
    function StandIn() {
      return <p>{`The ${key} page shows here.`}</p>;
    };
  return Object.fromEntries(keys.map((key) => [key, given[key] ?? standIn(key)])) as Record<
    K,
    ComponentType
  >;
}
