import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyOutcome = { what: 'link' | 'code'; ok: boolean } | null;

/** How long the "Copied" line stays. */
export const COPIED_SHOWN_MS = 4000;

/** Copies with the asynchronous clipboard; the outcome (copied or refused) is announced a while. */
export function useCopy() {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (what: 'link' | 'code', text: string) => {
    let ok = false;
    try {
      if (navigator.clipboard) {
        await navigator.clipboard.writeText(text);
        ok = true;
      }
    } catch {
      ok = false;
    }
    setOutcome({ what, ok });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), COPIED_SHOWN_MS);
  }, []);
  return { outcome, copy };
}
