import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Reducer } from '@reduxjs/toolkit';
import type { StoryDecorator } from '@ladle/react';
import type { LazyFeature } from '../core/lazy-feature';
import { withFeature } from '../../.ladle/story-store';

/**
 * Story decorator: the lazy feature in the story's store, its `reducer` starting from `state` (its
 * saga runs, so what the story does next goes through the real flow). For a feature's view that
 * reads the store and loads nothing itself.
 */
export const withSeededFeature = <S,>(
  feature: LazyFeature,
  reducer: Reducer<S>,
  state: S,
): StoryDecorator => {
  // Seeded when the story shows (SEEDED), not only from an empty state: the feature's state may
  // exist already in a new store (the root reducer is module-wide: an earlier story injected it).
  const seeded = withFeature({
    ...feature,
    reducer: (current: S | undefined, action) =>
      action.type === SEEDED ? state : reducer(current ?? state, action),
  });
  return (Story, context) =>
    seeded(
      () => (
        <Seeded>
          <Story />
        </Seeded>
      ),
      context,
    );
};

const SEEDED = 'story/seeded';

/** The injected reducer's state exists once an action went through: one before the story shows. */
function Seeded({ children }: { children: ReactNode }) {
  const store = useStore();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    store.dispatch({ type: SEEDED });
    setReady(true);
  }, [store]);
  return ready ? children : null;
}

/** Types `value` into an input or a text area as a user would (React sees an input event). */
function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Fills the inputs (by CSS selector) of what it wraps, then submits its first form. */
function Submitted({ fields, children }: { fields: [string, string][]; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const [selector, value] of fields) {
      const input = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
      if (input) type(input, value);
    }
    // After React has taken the typed values in.
    const timer = setTimeout(() => root.querySelector('form')?.requestSubmit());
    return () => clearTimeout(timer);
  }, [fields]);
  return <div ref={ref}>{children}</div>;
}

/**
 * Story decorator: the story's form filled in and submitted once it shows (a state that follows
 * what a user typed, e.g. a validation message). Put it first: inside the feature's decorator.
 */
export const withSubmitted =
  (fields: [selector: string, value: string][]): StoryDecorator =>
  (Story) => (
    <Submitted fields={fields}>
      <Story />
    </Submitted>
  );
