import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOBBERING_NAMES, XSS_CORPUS, corpusArticles } from '../../fixtures/xss-corpus';
import { auditRenderedHtml, clobberedNames } from '../../fixtures/xss-corpus/audit';
import {
  finishElement,
  isSafeUri,
  renderSafeHtml,
  resetSanitizerEngine,
  sanitizeHtml,
  sanitizerEngine,
} from './sanitize';

/** jsdom has no HTML Sanitizer API: these tests run the DOMPurify engine with the shared pass. */
const render = async (html: string) => {
  const box = document.createElement('div');
  await renderSafeHtml(box, html);
  return box;
};

const handlerAttributes = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}@${a.name}`),
  );

describe('sanitising server HTML (one policy)', () => {
  it('uses DOMPurify where the browser has no Sanitizer API', () => {
    expect(sanitizerEngine()).toBe('dompurify');
  });

  it('keeps document markup, safe links and images', async () => {
    const box = await render(
      '<p>Dear <b>members</b></p><ul><li>one</li></ul><a href="/promotions">See promotions</a><a href="mailto:a@b.c">mail</a><img src="/cdn-a/x.png" alt="x">',
    );
    expect(box.querySelector('b')?.textContent).toBe('members');
    expect(box.querySelector('li')?.textContent).toBe('one');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/promotions');
    expect(box.querySelectorAll('a')[1]?.getAttribute('href')).toBe('mailto:a@b.c');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/cdn-a/x.png');
  });

  it('drops script elements but keeps the text around them', async () => {
    const box = await render(
      `<p>System upgrade finished.</p><script>alert('xss-notice')</script><p>Thanks.</p>`,
    );
    expect(box.querySelector('script')).toBeNull();
    expect(box.innerHTML).not.toContain('xss-notice');
    expect(box.textContent).toContain('System upgrade finished.');
    expect(box.textContent).toContain('Thanks.');
  });

  it.each([
    `<img src="/cdn-a/missing.png" onerror="alert('xss-onerror')">`,
    `<div onclick="alert('xss-click')" onmouseover="x()">Tap</div>`,
    `<body onload="alert(1)"><p>x</p></body>`,
    `<a href="/x" onfocus="alert(1)" autofocus>x</a>`,
    `<details open ontoggle="alert(1)">x</details>`,
  ])('removes every event handler: %s', async (html) => {
    const box = await render(html);
    expect(handlerAttributes(box)).toEqual([]);
    expect(box.innerHTML).not.toMatch(/alert|x\(\)/);
  });

  it.each([
    `<a href="javascript:alert('xss-link')">click here</a>`,
    `<a href=" JaVaScRiPt:alert(1)">click</a>`,
    `<a href="jav&#x09;ascript:alert(1)">click</a>`,
    `<a href="vbscript:msgbox(1)">click</a>`,
    `<a href="data:text/html,<script>alert(1)</script>">click</a>`,
    `<a href="data:image/png;base64,AAAA">click</a>`,
  ])('removes script addresses from links: %s', async (html) => {
    const link = (await render(html)).querySelector('a');
    expect(link).not.toBeNull();
    expect(link!.getAttribute('href')).toBeNull();
  });

  it.each([
    [`<iframe src="https://evil.example.com/frame"></iframe>`, 'iframe'],
    [`<svg onload="alert('xss-svg')"><circle r="4"/></svg>`, 'svg'],
    [`<math><mi xlink:href="javascript:alert(1)">x</mi></math>`, 'math'],
    [`<object data="x.swf"></object><embed src="x.swf">`, 'object, embed'],
    [
      `<form action="https://evil.example.com"><input name="p"><button formaction="javascript:alert(6)">Go</button></form>`,
      'form, input, button',
    ],
    [`<style>body{display:none}</style><link rel="stylesheet" href="x.css">`, 'style, link'],
    [
      `<base href="https://evil.example.com/"><meta http-equiv="refresh" content="0;url=x">`,
      'base, meta',
    ],
  ])('drops active or page-changing elements: %s', async (html, selector) => {
    expect((await render(html)).querySelector(selector)).toBeNull();
  });

  it('drops style and data attributes', async () => {
    const box = await render(
      `<div style="background-image:url(javascript:alert('xss-style'))" data-x="1" onclick="alert('xss-click')">Tap to see the rules</div>`,
    );
    const div = box.querySelector('div')!;
    expect(div.getAttribute('style')).toBeNull();
    expect(div.getAttribute('data-x')).toBeNull();
    expect(div.getAttribute('onclick')).toBeNull();
    expect(div.textContent).toBe('Tap to see the rules');
  });

  it('opens external or targeted links in a new tab without handing over this window', async () => {
    const external = (await render('<a href="https://example.com/x">x</a>')).querySelector('a')!;
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    const targeted = (await render('<a href="/promotions" target="_top">x</a>')).querySelector(
      'a',
    )!;
    expect(targeted.getAttribute('target')).toBe('_blank');
    expect(targeted.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      (await render('<a href="/promotions">x</a>')).querySelector('a')!.getAttribute('target'),
    ).toBeNull();
  });
});

describe('the shared last pass (also run after the browser Sanitizer API)', () => {
  it('judges addresses like DOMPurify, ignoring embedded whitespace', () => {
    expect(isSafeUri('https://a.b/c', 'A', 'href')).toBe(true);
    expect(isSafeUri('/x?y=1', 'A', 'href')).toBe(true);
    expect(isSafeUri('jav\tascript:alert(1)', 'A', 'href')).toBe(false);
    expect(isSafeUri('vbscript:x', 'A', 'href')).toBe(false);
    expect(isSafeUri('data:image/png;base64,AA', 'IMG', 'src')).toBe(true);
    expect(isSafeUri('data:image/png;base64,AA', 'A', 'href')).toBe(false);
    expect(isSafeUri('data:text/html,x', 'IMG', 'src')).toBe(false);
  });

  it('cleans an element the native engine let through', () => {
    const a = document.createElement('a');
    a.setAttribute('href', 'vbscript:msgbox(1)');
    a.setAttribute('data-track', '1');
    a.setAttribute('ping', '/t');
    a.setAttribute('target', '_self');
    finishElement(a);
    expect(a.getAttribute('href')).toBeNull();
    expect(a.getAttribute('data-track')).toBeNull();
    expect(a.getAttribute('ping')).toBeNull();
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

/**
 * jsdom has no HTML Sanitizer API: this stands in for it as the worst engine the policy could
 * meet, one that removes only what its configuration names (Chromium's also drops handlers and
 * script addresses by itself), so everything else is left to the shared pass.
 */
type NameInNs = { name: string; namespace: string | null };
class BareSanitizer {
  constructor(readonly config: { removeElements: NameInNs[]; removeAttributes: NameInNs[] }) {}
}
function bareSetHTML(this: Element, html: string, { sanitizer }: { sanitizer: BareSanitizer }) {
  // Parsed in an inert document without scripting, as the API does: nothing runs or loads.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  const { removeElements, removeAttributes } = sanitizer.config;
  for (const el of parsed.querySelectorAll('*')) {
    if (removeElements.some((r) => r.name === el.localName && r.namespace === el.namespaceURI))
      el.remove();
    else for (const r of removeAttributes) el.removeAttribute(r.name);
  }
  this.replaceChildren(...parsed.childNodes);
}

const ENGINES = ['dompurify', 'native'] as const;
type Engine = (typeof ENGINES)[number];
const proto = Element.prototype as { setHTML?: unknown };

/** Runs `body` with the DOMPurify engine and again with the (stand-in) native one. */
function withEachEngine(body: (engine: Engine) => void) {
  for (const engine of ENGINES) {
    describe(`${engine} engine`, () => {
      beforeAll(() => {
        if (engine === 'native') {
          vi.stubGlobal('Sanitizer', BareSanitizer);
          proto.setHTML = bareSetHTML;
        }
        resetSanitizerEngine();
      });
      afterAll(() => {
        vi.unstubAllGlobals();
        delete proto.setHTML;
        resetSanitizerEngine();
      });
      it(`is the engine in use`, () => expect(sanitizerEngine()).toBe(engine));
      body(engine);
    });
  }
}

describe('DOM clobbering (one policy, both engines)', () => {
  withEachEngine(() => {
    it.each([
      ['<img src=x name=createElement>', 'createElement'],
      ['<img src=y id=getElementById>', 'getElementById'],
      ['<form name=body></form><img name=body>', 'body'],
      ['<image name=activeElement>', 'activeElement'],
      ['<img name=adoptNode><a id=cookie>x</a>', 'adoptNode'],
      ['<a id=submit>x</a><p name=elements>y</p>', 'submit'],
      ['<b id="  toString ">x</b>', 'toString'],
    ])('drops an id or name that names a property of document or a form: %s', async (html) => {
      const box = await render(html);
      expect(box.querySelectorAll('[id], [name]')).toHaveLength(0);
      document.body.append(box);
      try {
        expect(clobberedNames(['createElement', 'getElementById', 'body', 'cookie'])).toEqual([]);
      } finally {
        box.remove();
      }
    });

    it('prefixes every other id and name, and the article links that point at them', async () => {
      const box = await render(
        '<p><a href="#rules">Rules</a> <a href="/promotions#top">Promotions</a></p>' +
          '<h2 id="rules" aria-describedby="rules-note other">Rules</h2><p id="rules-note">Note</p>' +
          '<a name="legacy">old anchor</a><table><tr><th id="c1">A</th><td headers="c1">1</td></tr></table>',
      );
      expect(box.querySelector('a')!.getAttribute('href')).toBe('#user-content-rules');
      expect(box.querySelectorAll('a')[1]!.getAttribute('href')).toBe('/promotions#top');
      const heading = box.querySelector('h2')!;
      expect(heading.id).toBe('user-content-rules');
      expect(heading.getAttribute('aria-describedby')).toBe(
        'user-content-rules-note user-content-other',
      );
      expect(box.querySelector('a[name]')!.getAttribute('name')).toBe('user-content-legacy');
      expect(box.querySelector('td')!.getAttribute('headers')).toBe('user-content-c1');
      document.body.append(box);
      try {
        expect(clobberedNames(['rules', 'legacy', 'c1'])).toEqual([]);
        expect((window as unknown as Record<string, unknown>).rules).toBeUndefined();
      } finally {
        box.remove();
      }
    });

    it('keeps no customised built-in (is), whose value would outlive its attribute', async () => {
      expect(await sanitizeHtml('<b is="x-evil">bar</b><p is="">p</p><i>kept</i>')).toBe(
        '<i>kept</i>',
      );
    });
  });
});

describe('the XSS and clobbering corpus (one policy, both engines)', () => {
  const ARTICLES = corpusArticles(40);
  const rendered: Record<Engine, string[]> = { dompurify: [], native: [] };

  it('holds hundreds of vectors from both sources', () => {
    expect(XSS_CORPUS.filter((v) => v.source === 'dompurify').length).toBeGreaterThan(200);
    expect(XSS_CORPUS.filter((v) => v.source === 'clobbering').length).toBeGreaterThan(500);
  });

  withEachEngine((engine) => {
    it(`leaves nothing active, no unsafe address and no clobbering name (${XSS_CORPUS.length} vectors)`, async () => {
      const found: string[] = [];
      for (const article of ARTICLES) {
        const box = await render(article.content);
        document.body.append(box);
        const problems = [
          ...auditRenderedHtml(box),
          ...clobberedNames([...CLOBBERING_NAMES.document, ...CLOBBERING_NAMES.window]),
        ];
        box.remove();
        rendered[engine].push(box.innerHTML);
        if (problems.length)
          found.push(`${article.vectors.join(' | ')}:\n  ${problems.join('\n  ')}`);
      }
      expect(found).toEqual([]);
    }, 60_000);
  });

  it('gives the same markup in both engines', () => {
    expect(rendered.native).toHaveLength(ARTICLES.length);
    const differ = ARTICLES.flatMap((a, i) =>
      rendered.dompurify[i] === rendered.native[i]
        ? []
        : [
            `${a.vectors.join(' | ')}\n  dompurify: ${rendered.dompurify[i]}\n  native:    ${rendered.native[i]}`,
          ],
    );
    expect(differ).toEqual([]);
  });
});
