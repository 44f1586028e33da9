import { describe, expect, it } from 'vitest';
import { gameFrameSandbox } from './game-frame';

describe('game frame sandbox', () => {
  it('never lets a same-origin address keep its origin (it could lift the sandbox)', () => {
    expect(gameFrameSandbox('/launch-a/game', 'http://localhost:3000')).toBe(
      'allow-scripts allow-forms allow-popups',
    );
    expect(gameFrameSandbox('http://localhost:3000/x', 'http://localhost:3000')).not.toContain(
      'allow-same-origin',
    );
  });

  it("keeps a vendor's own origin (its cookies and storage) for another origin", () => {
    expect(gameFrameSandbox('https://games.example/p', 'http://localhost:3000')).toBe(
      'allow-scripts allow-forms allow-popups allow-same-origin',
    );
    expect(
      gameFrameSandbox('https://games.vendor.example/play', 'https://portal.example/lottery'),
    ).toContain('allow-same-origin');
  });

  it('refuses addresses that are not http(s)', () => {
    const page = 'https://portal.example/lottery';
    expect(gameFrameSandbox('javascript:alert(1)', page)).toBeNull();
    expect(gameFrameSandbox('data:text/html,hi', page)).toBeNull();
  });
});
