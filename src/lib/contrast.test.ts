import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, readableColours } from './contrast';

describe('readable label colours', () => {
  it('reads #rgb and #rrggbb only', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex(' #1D4ED8 ')).toEqual([29, 78, 216]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('url(x)')).toBeNull();
    expect(parseHex(null)).toBeNull();
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
  });

  it('keeps a readable pair, mends an unreadable one, and leaves non-hex colours out', () => {
    expect(readableColours('#ffffff', '#1d4ed8')).toEqual({
      color: '#ffffff',
      background: '#1d4ed8',
    });
    // White on dark goldenrod (the seeded club labels) is about 4:1: black reads better on it.
    expect(readableColours('#ffffff', '#b8860b')).toEqual({
      color: '#000000',
      background: '#b8860b',
    });
    expect(readableColours('#777', '#222')).toEqual({ color: '#ffffff', background: '#222' });
    expect(readableColours(null, '#f5c542')).toEqual({ color: '#000000', background: '#f5c542' });
    expect(readableColours('#000', 'expression(alert(1))')).toEqual({});
  });
});
