import { useId, type ReactNode } from 'react';
import { Loading } from '@/components/Loading';
import { FailureNotice } from './FailureNotice';
import type { Failure } from '../failure';

/** A titled part of a money page (a region named by its heading). */
export function PaymentSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="payment-section">
      <h4 id={id}>{title}</h4>
      {children}
    </section>
  );
}

export interface LoadStateProps {
  /** The call's state and why it failed. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  failure: Failure | null;
  /** Something was loaded before (kept on screen while it is asked for again). */
  hasData: boolean;
  ns: 'deposit' | 'withdraw';
  /** What could not be loaded ("Your deposits could not be loaded."). */
  lead: string;
  onRetry: () => void;
  /** Loaded, but nothing there. */
  empty?: ReactNode;
  children: ReactNode;
}

/**
 * What a loaded part shows: the first load, the failure with its retry (above what was loaded
 * before, which stays with anything typed into it), nothing there, or the content.
 */
export function LoadState({
  status,
  failure,
  hasData,
  empty,
  children,
  ...notice
}: LoadStateProps) {
  const failed =
    status === 'failed' && failure ? <FailureNotice failure={failure} {...notice} /> : null;
  if (!hasData) return failed ?? (status === 'loaded' ? empty : <Loading />);
  return (
    <>
      {failed}
      {children}
    </>
  );
}
