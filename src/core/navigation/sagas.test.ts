import { describe, expect, it } from 'vitest';
import { createTestStore } from '@/testing/harness';
import { navigationActions } from './slice';

describe('navigation', () => {
  it('navigates to a new location', () => {
    const { store, services } = createTestStore();
    store.dispatch(navigationActions.navigateRequested({ to: '/rng' }));
    expect(services.navigate).toHaveBeenCalledWith('/rng', { replace: undefined });
  });

  it('ignores a navigation to the location already shown', () => {
    const { store, services, location } = createTestStore();
    location.current = '/rng?page=2';
    store.dispatch(navigationActions.navigateRequested({ to: '/rng?page=2' }));
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('records a failed section load', () => {
    const { store } = createTestStore();
    store.dispatch(
      navigationActions.sectionLoadFailed({ section: 'egame', reason: 'timeout', message: 'late' }),
    );
    expect(store.getState().navigation.failures).toEqual([
      { section: 'egame', reason: 'timeout', message: 'late' },
    ]);
  });
});
