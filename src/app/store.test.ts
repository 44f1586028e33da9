import { describe, expect, it } from 'vitest';
import type { Reducer } from '@reduxjs/toolkit';
import { activateFeature, type LazyFeature } from '@/core/lazy-feature';
import { createTestStore } from '@/testing/harness';

/** A feature whose reducer marks every action with its own label. */
const labelledFeature = (label: string): LazyFeature => ({
  name: 'storeTestFeature',
  reducer: (() => label) as Reducer,
});

describe('lazy feature reducers', () => {
  it("a later store's reducer for the same feature replaces an earlier store's (a story seeding its own state)", async () => {
    const first = createTestStore();
    await activateFeature(labelledFeature('first'));
    first.store.dispatch({ type: 'test/any' });
    expect((first.store.getState() as unknown as Record<string, unknown>).storeTestFeature).toBe(
      'first',
    );

    const second = createTestStore();
    await activateFeature(labelledFeature('second'));
    second.store.dispatch({ type: 'test/any' });
    expect((second.store.getState() as unknown as Record<string, unknown>).storeTestFeature).toBe(
      'second',
    );
  });
});
