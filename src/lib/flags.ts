import type { WhitelabelNode } from '@/api/contract/system';

/** Flattens the white-label tree into `{ MODID: enabled === '1' }` (api-facts). */
export function flattenWhitelabel(
  nodes: readonly WhitelabelNode[],
  into: Record<string, boolean> = {},
) {
  for (const node of nodes) {
    into[node.modId] = node.enabled === '1';
    if (node.childrenNodes) flattenWhitelabel(node.childrenNodes, into);
  }
  return into;
}

/** One entry picked at random (CDN bases, spec 1 §9); null for an empty list. */
export function pickRandom<T>(list: readonly T[], random: () => number = Math.random): T | null {
  if (list.length === 0) return null;
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))] ?? null;
}
