import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { modalComponent } from '@/core/modals/registry';
import { modalsActions } from '@/core/modals/slice';
import { selectModalStack } from '@/core/modals/selectors';

/** Renders the open modals, each loaded on demand. */
export function ModalHost() {
  const dispatch = useAppDispatch();
  const stack = useAppSelector(selectModalStack);
  return (
    <>
      {stack.map(({ name, props }) => {
        const Component = modalComponent(name);
        if (!Component) return null;
        return (
          <Suspense key={name} fallback={null}>
            <Component props={props} onClose={() => dispatch(modalsActions.closed(name))} />
          </Suspense>
        );
      })}
    </>
  );
}
