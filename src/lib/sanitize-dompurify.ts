import createDOMPurify, { type Config } from 'dompurify';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_ELEMENTS,
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_ELEMENTS,
  SAFE_URI,
} from './sanitize';

/**
 * The DOMPurify engine of the sanitising policy (`./sanitize`), for browsers without the HTML
 * Sanitizer API. Loaded only by dynamic import so it is never part of the first page. It is
 * configured from the policy's own lists (SANITIZE_DOM, on by default, drops clobbering ids and
 * names); `renderSafeHtml` then runs the shared `finishTree` over its result, as it does over the
 * native engine's.
 */
const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...ALLOWED_ELEMENTS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  FORBID_TAGS: [...FORBIDDEN_ELEMENTS, 'svg', 'math'],
  ADD_FORBID_CONTENTS: [...FORBIDDEN_ELEMENTS],
  FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: SAFE_URI,
  SANITIZE_DOM: true,
  RETURN_DOM_FRAGMENT: true,
};

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** `html` cleaned by DOMPurify with the policy's lists, as a fragment (before `finishTree`). */
export function sanitizeWithDomPurify(html: string): DocumentFragment {
  purifier ??= createDOMPurify(window);
  // Markup that leaves no body (a frameset) comes back as null: nothing to show.
  return purifier.sanitize(html, CONFIG) ?? document.createDocumentFragment();
}
