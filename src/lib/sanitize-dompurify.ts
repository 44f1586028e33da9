import createDOMPurify, { type Config } from 'dompurify';
import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_ELEMENTS, SAFE_URI, finishElement } from './sanitize';

/**
 * The DOMPurify engine of the sanitising policy (`./sanitize`), for browsers without the HTML
 * Sanitizer API. Loaded only by dynamic import so it is never part of the first page.
 */
const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [...FORBIDDEN_ELEMENTS],
  FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: SAFE_URI,
  RETURN_DOM_FRAGMENT: true,
};

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function instance() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) finishElement(node as Element);
  });
  return purifier;
}

/** `html` cleaned by the policy, as a fragment ready to insert. */
export function sanitizeWithDomPurify(html: string): DocumentFragment {
  return instance().sanitize(html, CONFIG);
}
