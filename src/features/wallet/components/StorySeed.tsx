import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Action } from '@reduxjs/toolkit';

/**
 * Stories only: puts the page's state in place through its own actions (the real reducers, no
 * call made), then shows the children.
 */
export function StorySeed({ actions, children }: { actions: Action[]; children: ReactNode }) {
  const store = useStore();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    actions.forEach((a) => store.dispatch(a));
    setReady(true);
    // Once per story mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return ready ? children : null;
}
