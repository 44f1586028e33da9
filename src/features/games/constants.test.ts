import { describe, expect, it } from 'vitest';
import { ESPORTS_VENDORS, GAME_LIST_PAGE_SIZE } from '@/api/contract/games';
import * as constants from './constants';

describe('games constants', () => {
  it('equal the contract constants they repeat', () => {
    expect(constants.GAME_LIST_PAGE_SIZE).toBe(GAME_LIST_PAGE_SIZE);
    expect(constants.ESPORTS_VENDOR_CODES).toEqual([...ESPORTS_VENDORS]);
  });
});
