import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/lib/storage';
import { FRAME_URL_KEY } from './constants';

describe('launch constants', () => {
  it('keeps the frame address under a documented session key', () => {
    expect(SESSION_KEYS).toContain(FRAME_URL_KEY);
  });
});
