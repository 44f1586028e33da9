import { describe, expect, it } from 'vitest';
import { safeUrl } from './sanitize-url';

describe('safeUrl', () => {
  it('keeps http(s) addresses and paths of this site', () => {
    expect(safeUrl('/cdn-a/a.svg')).toBe('/cdn-a/a.svg');
    expect(safeUrl('/__mock/pages/chat')).toBe('/__mock/pages/chat');
    expect(safeUrl('https://x.example/a.png')).toBe('https://x.example/a.png');
  });

  it('refuses script and data addresses and missing values', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeUrl('data:image/svg+xml,<svg/>')).toBeNull();
    expect(safeUrl('vbscript:x')).toBeNull();
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl('')).toBeNull();
  });
});
