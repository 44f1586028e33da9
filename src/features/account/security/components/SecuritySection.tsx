import { useId, type ReactNode } from 'react';

/** A titled part of the security centre (a region named by its heading) with its state line. */
export function SecuritySection({
  title,
  status,
  children,
}: {
  title: string;
  /** What is bound or set now ("917****001", "Not bound"). */
  status?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="security-section">
      <div className="security-section-head">
        <h4 id={id}>{title}</h4>
        {status !== undefined ? <p className="security-status">{status}</p> : null}
      </div>
      {children}
    </section>
  );
}
