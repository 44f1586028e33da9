import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyOutcome = { what: 'link' | 'code'; ok: boolean } | null;

/** How long the "Copied" status stays. */
export const COPIED_SHOWN_MS = 4000;

/**
 * Copies a text with the asynchronous clipboard; the outcome (copied, or refused: no clipboard, no
 * permission) is what the page announces, cleared after a while.
 */
export function useCopy() {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const copy = useCallback(async (what: 'link' | 'code', text: string) => {
    let ok: boolean;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      ok = false;
    }
    setOutcome({ what, ok });
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => setOutcome(null), COPIED_SHOWN_MS);
  }, []);
  return { outcome, copy };
}
