import type { LazyFeature } from '@/core/lazy-feature';
import { sessionActions } from '@/core/session/slice';
import { createTestStore } from './harness';

/**
 * A store with a centre's feature (member, agent), at `address`, logged in as `token` when given;
 * the test opens the panel (its `panelOpened`).
 */
export function centreStore(feature: LazyFeature, address: string, token?: string) {
  const harness = createTestStore();
  harness.store.injectFeature(feature);
  harness.location.current = address;
  if (token) {
    harness.store.dispatch(sessionActions.tokenReceived(token));
    harness.store.dispatch(sessionActions.memberInfoRequested());
  }
  return harness;
}
