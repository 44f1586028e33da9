import { useLayoutEffect, useRef } from 'react';
import { renderSafeHtml } from '@/lib/sanitize';

interface SafeHtmlProps {
  /** Untrusted server HTML (help articles, announcements). */
  html: string;
  className?: string;
  /** Rendered as this element (a block by default). */
  as?: 'div' | 'section';
}

/**
 * Renders server HTML through the one sanitising policy (`@/lib/sanitize`): the browser's HTML
 * Sanitizer API when present, DOMPurify (loaded on demand) otherwise. React never manages the
 * element's children; the markup is replaced whenever `html` changes (aria-busy until it is in),
 * and a late DOMPurify result for an older `html` is discarded.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let current = true;
    const scratch = document.createElement('div');
    el.setAttribute('aria-busy', 'true');
    void renderSafeHtml(scratch, html).then(() => {
      if (!current) return;
      el.replaceChildren(...scratch.childNodes);
      el.removeAttribute('aria-busy');
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <Tag ref={ref} className={className} />;
}
