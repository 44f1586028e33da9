import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('sanitising server HTML', () => {
  it('keeps ordinary formatting', () => {
    const box = parse('<p>Open <b>Register</b>, <a href="https://example.com/a">read</a> <img src="/cdn-a/x.png" alt="x"></p>');
    expect(box.querySelector('b')?.textContent).toBe('Register');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/cdn-a/x.png');
  });

  it('drops scripts', () => {
    const box = parse('<p>hi</p><script>window.pwned = 1</script><svg><script>alert(1)</script></svg>');
    expect(box.querySelector('script')).toBeNull();
    expect(box.innerHTML).not.toContain('pwned');
    expect(box.innerHTML).not.toContain('alert');
  });

  it('drops event handlers', () => {
    const box = parse('<img src="x" onerror="alert(1)"><p onclick="alert(2)" onmouseover="alert(3)">t</p><svg onload="alert(4)"></svg>');
    for (const el of box.querySelectorAll('*')) {
      expect([...el.attributes].map((a) => a.name).filter((n) => n.startsWith('on')), el.tagName).toEqual([]);
    }
  });

  it('drops javascript: and data: links', () => {
    const box = parse(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(2)">b</a><a href="jav&#x09;ascript:alert(3)">c</a><a href="data:text/html,<script>alert(4)</script>">d</a><form action="javascript:alert(5)"><button formaction="javascript:alert(6)">e</button></form>',
    );
    for (const a of box.querySelectorAll('a')) expect(a.getAttribute('href'), a.textContent ?? '').toBeNull();
    expect(box.querySelector('form, button')).toBeNull();
  });

  it('drops frames, objects, styles and base tags', () => {
    const box = parse('<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><style>body{display:none}</style><base href="https://evil.example/">');
    expect(box.querySelector('iframe, object, embed, style, base')).toBeNull();
  });

  it('makes links that open a new tab safe', () => {
    const box = parse('<a href="https://example.com" target="_top">x</a>');
    expect(box.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(box.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
