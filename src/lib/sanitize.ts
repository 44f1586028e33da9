/**
 * One policy for server HTML (help-centre articles, announcements, and any later server markup):
 * document markup only. An allow-list of HTML elements and attributes; script, frames, objects,
 * forms, styles, SVG and MathML removed with their content; no event handlers, no
 * javascript:/vbscript:/data: addresses (inline pictures on images excepted), no data-*
 * attributes; a link that leaves the site or names a target opens in a new tab with
 * rel="noopener noreferrer".
 *
 * DOM clobbering: an `id` or `name` whose value names a property of `document` or of a form
 * (`createElement`, `body`, `activeElement`, `submit`...) is dropped, as DOMPurify's SANITIZE_DOM
 * does; every other id and name is prefixed with `user-content-` (DOMPurify's
 * SANITIZE_NAMED_PROPS), so no server markup can become a named property of `window` or
 * `document` that code reads, and in-article references (`href="#x"`, aria-labelledby, headers)
 * are prefixed to match. An element with an `is` value (a customised built-in) is removed, as
 * DOMPurify does when it returns nodes: the value stays on the element even without its attribute.
 *
 * Two engines parse and clean. Where the browser has the HTML Sanitizer API (`Element.setHTML`,
 * current Chromium) it parses into a detached element; elsewhere DOMPurify is loaded on demand
 * (its own chunk, `./sanitize-dompurify`) so it never weighs on the first page. Both are
 * configured from the lists below and both results then go through `finishTree`, so the allow-list,
 * the clobbering rules and the link rules are literally the same code. Nothing reaches the page
 * before `finishTree` has run.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** Elements kept (HTML namespace); any other element is replaced by its content. */
export const ALLOWED_ELEMENTS = [
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'audio',
  'b',
  'bdi',
  'bdo',
  'big',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'section',
  'small',
  'source',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'track',
  'tt',
  'u',
  'ul',
  'var',
  'video',
  'wbr',
] as const;

/**
 * Elements removed with their content (HTML namespace): active, page-changing or form content,
 * and the raw-text elements whose content DOMPurify never keeps.
 */
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
  'noembed',
  'noframes',
  'plaintext',
  'xmp',
  'title',
  'head',
  'selectedcontent',
] as const;

/** Attributes kept (besides aria-*); any other attribute is removed. */
export const ALLOWED_ATTRIBUTES = [
  'abbr',
  'align',
  'alt',
  'bgcolor',
  'border',
  'cellpadding',
  'cellspacing',
  'cite',
  'class',
  'color',
  'cols',
  'colspan',
  'controls',
  'datetime',
  'default',
  'dir',
  'face',
  'headers',
  'height',
  'href',
  'hreflang',
  'id',
  'kind',
  'label',
  'lang',
  'loading',
  'loop',
  'muted',
  'name',
  'nowrap',
  'open',
  'playsinline',
  'poster',
  'preload',
  'reversed',
  'rowspan',
  'scope',
  'size',
  'span',
  'src',
  'srclang',
  'start',
  'summary',
  'target',
  'title',
  'translate',
  'type',
  'valign',
  'value',
  'width',
] as const;

/** Attributes removed wherever they stand (the native engine's first cut; outside the allow-list). */
export const FORBIDDEN_ATTRIBUTES = [
  'style',
  'srcset',
  'action',
  'formaction',
  'background',
  'ping',
] as const;

/** What every kept id and name starts with (DOMPurify's SANITIZE_NAMED_PROPS prefix). */
export const NAMED_PROPERTY_PREFIX = 'user-content-';

/** Addresses allowed in href/src/xlink:href: http(s), mailto, tel and relative ones. */
export const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images may also carry inline pictures. */
const SAFE_IMAGE_DATA = /^data:image\/(?:png|gif|jpe?g|webp|avif);/i;
/** What browsers ignore inside an address (DOMPurify's ATTR_WHITESPACE). */
// eslint-disable-next-line no-control-regex
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const URI_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster']);
/**
 * Attribute values that could end a comment or raw text if the markup were ever serialised and
 * parsed again (DOMPurify's SAFE_FOR_XML ATTR_VALUE_BREAKOUT): such attributes are dropped.
 */
const ATTR_VALUE_BREAKOUT =
  /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
/** Attributes holding id references (space-separated) that must follow the id prefix. */
const IDREF_ATTRIBUTES = new Set([
  'headers',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
]);
const KEPT_ELEMENTS = new Set<string>(ALLOWED_ELEMENTS);
const DROPPED_ELEMENTS = new Set<string>(FORBIDDEN_ELEMENTS);
const KEPT_ATTRIBUTES = new Set<string>(ALLOWED_ATTRIBUTES);

/** True when an attribute value is an address the policy lets through. */
export function isSafeUri(value: string, element: string, attribute: string): boolean {
  const compact = value.replace(ATTR_WHITESPACE, '');
  if (SAFE_IMAGE_DATA.test(compact)) return element === 'IMG' && attribute === 'src';
  return SAFE_URI.test(compact);
}

/**
 * True when an element named `value` (by id or name) would shadow a property of `document` or
 * of a form: DOMPurify's SANITIZE_DOM test, evaluated against this browser's own objects.
 */
export function clobbers(value: string): boolean {
  return value in document || value in HTMLFormElement.prototype;
}

const prefixed = (value: string) =>
  value.startsWith(NAMED_PROPERTY_PREFIX) ? value : NAMED_PROPERTY_PREFIX + value;

/**
 * The policy's pass over one element the engine kept (shared by both engines): the attribute
 * allow-list, handlers, data-* and unsafe addresses, the id/name clobbering rules and their
 * references, and new-tab links.
 */
export function finishElement(el: Element): void {
  const tag = el.tagName.toUpperCase();
  for (const attr of [...el.attributes]) {
    const name = attr.name.toLowerCase();
    const value = attr.value.trim();
    const kept =
      (KEPT_ATTRIBUTES.has(name) || /^aria-[a-z]+$/.test(name)) &&
      !name.startsWith('on') &&
      !ATTR_VALUE_BREAKOUT.test(attr.value) &&
      !(URI_ATTRIBUTES.has(name) && !isSafeUri(attr.value, tag, name)) &&
      !((name === 'id' || name === 'name') && (value === '' || clobbers(value)));
    if (!kept) el.removeAttribute(attr.name);
    else if (name === 'id' || name === 'name') el.setAttribute(attr.name, prefixed(value));
    else if (IDREF_ATTRIBUTES.has(name))
      el.setAttribute(attr.name, value.split(/\s+/).filter(Boolean).map(prefixed).join(' '));
    else if (name === 'href' && /^#./.test(value))
      el.setAttribute(attr.name, `#${prefixed(value.slice(1))}`);
  }
  if (tag !== 'A') return;
  const href = el.getAttribute('href') ?? '';
  if (el.hasAttribute('target') || /^https?:\/\//i.test(href)) {
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer');
  }
}

/**
 * True when `el` is a customised built-in (`is`): by its attribute, or by the creation-time value
 * that stays on the element (and in its serialisation) after the attribute is gone.
 */
function hasIsValue(el: Element): boolean {
  if (el.hasAttribute('is')) return true;
  const bare = el.cloneNode(false) as Element;
  for (const { name } of [...bare.attributes]) bare.removeAttribute(name);
  return bare.outerHTML.includes(' is=');
}

/**
 * Applies the policy to everything below `root`, deepest first: elements outside the HTML
 * namespace, forbidden or customised (`is`) are removed with their content, elements outside the
 * allow-list are replaced by their content, and every kept element goes through `finishElement`.
 */
export function finishTree(root: ParentNode): void {
  const all = [...root.querySelectorAll('*')];
  for (let i = all.length - 1; i >= 0; i -= 1) {
    const el = all[i]!;
    const name = el.localName.toLowerCase();
    if (el.namespaceURI !== HTML_NS || DROPPED_ELEMENTS.has(name)) {
      el.remove();
    } else if (!KEPT_ELEMENTS.has(name)) {
      el.replaceWith(...el.childNodes);
    } else if (hasIsValue(el)) {
      el.remove();
    } else {
      finishElement(el);
    }
  }
  // What is left between the elements is text (comments and processing instructions go).
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const c of comments) c.parentNode?.removeChild(c);
}

// --- the browser's HTML Sanitizer API --------------------------------------------------------

type SanitizerName = { name: string; namespace: string | null };
interface SanitizerConfig {
  removeElements: SanitizerName[];
  removeAttributes: SanitizerName[];
  comments: boolean;
}
type NativeSanitizer = object;
type SanitizerCtor = new (config: SanitizerConfig) => NativeSanitizer;
type SetHtml = (this: Element, html: string, options: { sanitizer: NativeSanitizer }) => void;

/**
 * The native engine's first cut: what must go with its content. The allow-lists are applied by
 * `finishTree` (the API's allow-list form would drop the content of unknown elements, which
 * DOMPurify keeps).
 */
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
 * Replaces `target`'s content with `html` cleaned by the policy. The markup is parsed and
 * cleaned away from the page and moves in only once the whole policy has run. Synchronous with
 * the native API; otherwise resolves once DOMPurify has loaded. Returns the engine used.
 */
export async function renderSafeHtml(
  target: Element,
  html: string,
): Promise<'native' | 'dompurify'> {
  const sanitizer = nativeSanitizer();
  let cleaned: ParentNode;
  if (sanitizer) {
    const box = document.createElement('div');
    (box as unknown as Element & { setHTML: SetHtml }).setHTML(html, { sanitizer });
    cleaned = box;
  } else {
    const { sanitizeWithDomPurify } = await import('./sanitize-dompurify');
    cleaned = sanitizeWithDomPurify(html);
  }
  finishTree(cleaned);
  target.replaceChildren(...cleaned.childNodes);
  return sanitizer ? 'native' : 'dompurify';
}

/** `html` cleaned by the policy, as markup (for tests and non-DOM consumers). */
export async function sanitizeHtml(html: string): Promise<string> {
  const box = document.createElement('div');
  await renderSafeHtml(box, html);
  return box.innerHTML;
}
