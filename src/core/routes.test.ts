import { describe, expect, it } from 'vitest';
import { guardRedirects } from './routes';

describe('route guard', () => {
  it('redirects only when on, without a token, off the open routes', () => {
    expect(guardRedirects('/rng', true, false)).toBe(true);
    expect(guardRedirects('/rng', true, true)).toBe(false);
    expect(guardRedirects('/rng', false, false)).toBe(false);
    for (const open of ['/login', '/register', '/register.html', '/helpmc', '/download'])
      expect(guardRedirects(open, true, false)).toBe(false);
  });
});
