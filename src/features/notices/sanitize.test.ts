import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from './sanitize';

/** Parses sanitised HTML the way the modal renders it. */
const render = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeNoticeHtml(html);
  return box;
};

const handlerAttributes = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}@${a.name}`),
  );

describe('sanitizeNoticeHtml', () => {
  it('keeps document markup and safe links', () => {
    const box = render(
      '<p>Dear <b>members</b></p><ul><li>one</li></ul><a href="/promotions">See promotions</a><img src="/cdn-a/x.png" alt="x">',
    );
    expect(box.querySelector('b')?.textContent).toBe('members');
    expect(box.querySelector('li')?.textContent).toBe('one');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/promotions');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/cdn-a/x.png');
  });

  it('drops script elements but keeps the text around them', () => {
    const box = render(
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
  ])('removes every event handler: %s', (html) => {
    const box = render(html);
    expect(handlerAttributes(box)).toEqual([]);
    expect(box.innerHTML).not.toMatch(/alert|x\(\)/);
  });

  it.each([
    `<a href="javascript:alert('xss-link')">click here</a>`,
    `<a href=" JaVaScRiPt:alert(1)">click</a>`,
    `<a href="jav&#x09;ascript:alert(1)">click</a>`,
    `<a href="vbscript:msgbox(1)">click</a>`,
    `<a href="data:text/html,<script>alert(1)</script>">click</a>`,
  ])('removes script addresses from links: %s', (html) => {
    const link = render(html).querySelector('a');
    expect(link).not.toBeNull();
    expect(link!.getAttribute('href')).toBeNull();
  });

  it.each([
    [`<iframe src="https://evil.example.com/frame"></iframe>`, 'iframe'],
    [`<svg onload="alert('xss-svg')"><circle r="4"/></svg>`, 'svg'],
    [`<math><mi xlink:href="javascript:alert(1)">x</mi></math>`, 'math'],
    [`<object data="x.swf"></object><embed src="x.swf">`, 'object, embed'],
    [
      `<form action="https://evil.example.com"><input name="p"><button>Go</button></form>`,
      'form, input, button',
    ],
    [`<style>body{display:none}</style><link rel="stylesheet" href="x.css">`, 'style, link'],
    [
      `<base href="https://evil.example.com/"><meta http-equiv="refresh" content="0;url=x">`,
      'base, meta',
    ],
  ])('drops active or page-changing elements: %s', (html, selector) => {
    expect(render(html).querySelector(selector)).toBeNull();
  });

  it('drops style attributes (no script addresses in CSS either)', () => {
    const box = render(
      `<div style="background-image:url(javascript:alert('xss-style'))" onclick="alert('xss-click')">Tap to see the rules</div>`,
    );
    const div = box.querySelector('div')!;
    expect(div.getAttribute('style')).toBeNull();
    expect(div.getAttribute('onclick')).toBeNull();
    expect(div.textContent).toBe('Tap to see the rules');
  });

  it('opens external links in a new tab without handing over this window', () => {
    const external = render('<a href="https://example.com/x">x</a>').querySelector('a')!;
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    const targeted = render('<a href="/promotions" target="_top">x</a>').querySelector('a')!;
    expect(targeted.getAttribute('target')).toBe('_blank');
    expect(targeted.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      render('<a href="/promotions">x</a>').querySelector('a')!.getAttribute('target'),
    ).toBeNull();
  });
});
