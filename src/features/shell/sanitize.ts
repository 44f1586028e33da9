import createDOMPurify from 'dompurify';

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function instance() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  // Links the server opens in a new tab must not hand it this window.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Server HTML made safe to render (help centre articles): no script, no event handlers, no
 * javascript: links (DOMPurify's own URI rule), no frames, forms or embedded objects.
 */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'base', 'meta', 'link'],
    ADD_ATTR: ['target'],
    FORBID_ATTR: ['srcset', 'formaction', 'action'],
  });
}
