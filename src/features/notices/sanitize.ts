import createDOMPurify, { type Config } from 'dompurify';

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** Announcement HTML comes from the back office: only plain document markup survives. */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
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
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background', 'ping'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

function instance() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    // A link that leaves the site opens in a new tab without handing it this window.
    const href = node.getAttribute('href') ?? '';
    if (node.hasAttribute('target') || /^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Announcement content made safe to render (spec 1 §2.13): no script or style elements, no
 * frames, forms or embedded objects, no SVG or MathML, no event handler or style attributes, no
 * javascript: or vbscript: addresses (data: only as an image source, DOMPurify's own rule).
 */
export function sanitizeNoticeHtml(html: string): string {
  return instance().sanitize(html, CONFIG) as string;
}
