import { useDeferredValue } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@/app/store';

/**
 * The store's typed hooks. The state type is composed by the app layer (it knows every feature);
 * importing it as a type keeps this layer free of any run-time dependency on the app.
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * A selected value whose change re-renders in the background. A store update renders at once and
 * whole (React renders an external store's change synchronously), so a call's answer that fills a
 * list (the vendors, the hot games) was one long task: the answer, the render and its commit. With
 * this hook the urgent render keeps the previous value (children that are `memo` and get the same
 * props skip it) and React renders the new one as a deferred update, in slices it yields between,
 * then commits it. Values deferred in one component switch together, in the same render.
 */
export function useDeferredAppSelector<T>(selector: (state: RootState) => T): T {
  return useDeferredValue(useAppSelector(selector));
}
