import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** How far outside the viewport the content starts loading (default: half a screen). */
  rootMargin?: string;
  /** Space kept while the content is not there, so the page does not jump. */
  minHeight?: number;
}

/**
 * Renders its children once the place they take comes near the viewport: content below the fold
 * (and the code it needs) is not loaded with the first page. Without IntersectionObserver the
 * children render at once.
 */
export function WhenVisible({ children, rootMargin = '50% 0px', minHeight }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return (
    <div ref={ref} style={visible ? undefined : { minHeight }}>
      {visible ? children : null}
    </div>
  );
}
