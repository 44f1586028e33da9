/**
 * One policy for server HTML (help-centre articles, announcements): no script, no event
 * handlers, no javascript:/vbscript:/data: addresses on links, no frames, objects, forms, styles,
 * SVG or MathML, no data-* attributes; a link that leaves the site or names a target opens in a
 * new tab with rel="noopener noreferrer".
 *
 * Two engines enforce it. Where the browser has the HTML Sanitizer API (`Element.setHTML`,
 * current Chromium) it parses and cleans the markup straight into the element; elsewhere
 * DOMPurify is loaded on demand (its own chunk, `./sanitize-dompurify`) so it never weighs on the
 * first page. Both then run `finishElement` over the result, so the link and address rules are
 * literally the same code.
 */

/** Elements removed with their content (HTML namespace). */
export const FORBIDDEN_ELEMENTS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
] as const;

/** Attributes removed wherever they stand (besides every on* handler). */
export const FORBIDDEN_ATTRIBUTES = [
  'style',
  'srcset',
  'action',
  'formaction',
  'background',
  'ping',
] as const;

/** Addresses allowed in href/src/xlink:href: http(s), mailto, tel and relative ones. */
export const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images may also carry inline pictures. */
const SAFE_IMAGE_DATA = /^data:image\/(?:png|gif|jpe?g|webp|avif);/i;
/** What browsers ignore inside an address (DOMPurify's ATTR_WHITESPACE). */
// eslint-disable-next-line no-control-regex
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const URI_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'cite', 'poster'];

/** True when an attribute value is an address the policy lets through. */
export function isSafeUri(value: string, element: string, attribute: string): boolean {
  const compact = value.replace(ATTR_WHITESPACE, '');
  if (SAFE_IMAGE_DATA.test(compact)) return element === 'IMG' && attribute === 'src';
  return SAFE_URI.test(compact);
}

/**
 * The policy's last pass over one cleaned element (shared by both engines): drops handlers,
 * data-* and forbidden attributes and unsafe addresses, and makes new-tab links safe.
 */
export function finishElement(el: Element): void {
  for (const attr of [...el.attributes]) {
    const name = attr.name.toLowerCase();
    if (
      name.startsWith('on') ||
      name.startsWith('data-') ||
      (FORBIDDEN_ATTRIBUTES as readonly string[]).includes(name) ||
      (URI_ATTRIBUTES.includes(name) && !isSafeUri(attr.value, el.tagName.toUpperCase(), name))
    ) {
      el.removeAttribute(attr.name);
    }
  }
  if (el.tagName.toUpperCase() !== 'A') return;
  const href = el.getAttribute('href') ?? '';
  if (el.hasAttribute('target') || /^https?:\/\//i.test(href)) {
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer');
  }
}

/** Runs `finishElement` over every element below `root`. */
export function finishTree(root: ParentNode): void {
  for (const el of root.querySelectorAll('*')) finishElement(el);
}

// --- the browser's HTML Sanitizer API --------------------------------------------------------

const HTML_NS = 'http://www.w3.org/1999/xhtml';
type SanitizerName = { name: string; namespace: string | null };
interface SanitizerConfig {
  removeElements: SanitizerName[];
  removeAttributes: SanitizerName[];
  comments: boolean;
}
type NativeSanitizer = object;
type SanitizerCtor = new (config: SanitizerConfig) => NativeSanitizer;
type SetHtml = (this: Element, html: string, options: { sanitizer: NativeSanitizer }) => void;

const nativeConfig = (): SanitizerConfig => ({
  removeElements: [
    ...FORBIDDEN_ELEMENTS.map((name) => ({ name, namespace: HTML_NS })),
    { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
    { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
  ],
  removeAttributes: FORBIDDEN_ATTRIBUTES.map((name) => ({ name, namespace: null })),
  comments: false,
});

let native: NativeSanitizer | null | undefined;

/** The browser's sanitizer configured with the policy, or null where the API is missing or refuses it. */
function nativeSanitizer(): NativeSanitizer | null {
  if (native !== undefined) return native;
  native = null;
  const Ctor = (globalThis as { Sanitizer?: SanitizerCtor }).Sanitizer;
  const setHTML = (Element.prototype as { setHTML?: SetHtml }).setHTML;
  if (typeof Ctor === 'function' && typeof setHTML === 'function') {
    try {
      native = new Ctor(nativeConfig());
    } catch {
      native = null;
    }
  }
  return native;
}

/** Which engine this browser uses (for tests and diagnostics). */
export const sanitizerEngine = (): 'native' | 'dompurify' =>
  nativeSanitizer() ? 'native' : 'dompurify';

/** Test seam: forget the detected engine. */
export function resetSanitizerEngine(): void {
  native = undefined;
}

/**
 * Replaces `target`'s content with `html` cleaned by the policy. Synchronous with the native
 * API; otherwise resolves once DOMPurify has loaded. Returns the engine used.
 */
export async function renderSafeHtml(
  target: Element,
  html: string,
): Promise<'native' | 'dompurify'> {
  const sanitizer = nativeSanitizer();
  if (sanitizer) {
    (target as Element & { setHTML: SetHtml }).setHTML(html, { sanitizer });
    finishTree(target);
    return 'native';
  }
  const { sanitizeWithDomPurify } = await import('./sanitize-dompurify');
  target.replaceChildren(sanitizeWithDomPurify(html));
  return 'dompurify';
}

/** `html` cleaned by the policy, as markup (for tests and non-DOM consumers). */
export async function sanitizeHtml(html: string): Promise<string> {
  const box = document.createElement('div');
  await renderSafeHtml(box, html);
  return box.innerHTML;
}
