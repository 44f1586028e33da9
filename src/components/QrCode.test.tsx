import { render, screen } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';

/** The dark modules of a qrcode.react SVG (its path is made of one-row runs). */
function modules(svg: SVGElement): boolean[][] {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const d = svg.querySelectorAll('path')[1]!.getAttribute('d')!;
  for (const m of d.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g)) {
    const [x, y, len] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let i = 0; i < len; i += 1) grid[y]![x + i] = true;
  }
  return grid;
}

/** The error-correction level written in the code's format information (ISO/IEC 18004 §7.9). */
function level(svg: SVGElement): 'L' | 'M' | 'Q' | 'H' {
  const g = modules(svg);
  const at = (x: number, y: number) => (g[y]![x] ? 1 : 0);
  const bits: number[] = [];
  for (let i = 0; i <= 5; i += 1) bits[i] = at(8, i);
  bits[6] = at(8, 7);
  bits[7] = at(8, 8);
  bits[8] = at(7, 8);
  for (let i = 9; i < 15; i += 1) bits[i] = at(14 - i, 8);
  const word = bits.reduce((acc, b, i) => acc | (b << i), 0) ^ 0x5412;
  return (['M', 'L', 'H', 'Q'] as const)[(word >> 13) & 3]!;
}

describe('QR code', () => {
  it('is 200 px in all with a 20 px white margin', () => {
    render(
      <QrCode value="https://download.example.com/portal.apk" label="Android download QR code" />,
    );
    const svg = screen.getByRole('img', { name: 'Android download QR code' });
    expect(svg).toHaveAttribute('width', '160');
    expect(svg).toHaveAttribute('height', '160');
    expect(svg.parentElement).toHaveStyle({ padding: '20px', width: '200px', height: '200px' });
    // No margin drawn inside: the first row starts with the finder pattern.
    expect(modules(svg as unknown as SVGElement)[0]!.slice(0, 7)).toEqual(Array(7).fill(true));
  });

  it('uses error correction M (and the decoder tells levels apart)', () => {
    render(<QrCode value="https://download.example.com/portal.apk" label="qr" />);
    expect(level(screen.getByRole('img', { name: 'qr' }) as unknown as SVGElement)).toBe('M');
    const { container } = render(
      <QRCodeSVG value="https://download.example.com/portal.apk" level="Q" boostLevel={false} />,
    );
    expect(level(container.querySelector('svg')!)).toBe('Q');
    const low = render(
      <QRCodeSVG value="https://download.example.com/portal.apk" level="L" boostLevel={false} />,
    );
    expect(level(low.container.querySelector('svg')!)).toBe('L');
  });

  it('encodes the address it is given', () => {
    const a = render(<QrCode value="https://a.example.com/x" label="a" />);
    const b = render(<QrCode value="https://b.example.com/x" label="b" />);
    const path = (c: HTMLElement) => c.querySelectorAll('path')[1]!.getAttribute('d');
    expect(path(a.container)).not.toBe(path(b.container));
  });
});
