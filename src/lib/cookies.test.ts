import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';

afterEach(() => {
  removeCookie('a');
  removeCookie('b c');
});

describe('cookies', () => {
  it('sets, reads (encoded) and removes a cookie', () => {
    setCookie('a', 'x=1; y', 60);
    setCookie('b c', 'é', 60);
    expect(getCookie('a')).toBe('x=1; y');
    expect(getCookie('b c')).toBe('é');
    removeCookie('a');
    expect(getCookie('a')).toBeNull();
    expect(getCookie('b c')).toBe('é');
  });

  it('answers null for an unknown cookie and never matches a prefix', () => {
    setCookie('a', '1', 60);
    expect(getCookie('missing')).toBeNull();
    expect(getCookie('')).toBeNull();
  });

  it('treats a zero lifetime as a deletion', () => {
    setCookie('a', '1', 0);
    expect(getCookie('a')).toBeNull();
  });
});
