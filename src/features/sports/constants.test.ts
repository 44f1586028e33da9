import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/define';
import { HOT_MATCH_COUNT as CONTRACT_HOT_MATCH_COUNT, gamesEndpoints } from '@/api/contract/games';
import { FUNCTION_NOT_AVAILABLE, HOT_MATCH_CATEGORIES, HOT_MATCH_COUNT } from './constants';

describe('sports constants', () => {
  it('match the contract', () => {
    expect(HOT_MATCH_COUNT).toBe(CONTRACT_HOT_MATCH_COUNT);
    expect(FUNCTION_NOT_AVAILABLE).toBe(ErrorCodes.functionNotAvailable);
    expect(gamesEndpoints.hotMatches.request.shape.gameType.unwrap().options).toEqual([
      ...HOT_MATCH_CATEGORIES,
    ]);
  });
});
