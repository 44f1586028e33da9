import { describe, expect, it } from 'vitest';
import { LaunchGameRequest } from '@/api/contract/launch';
import { endpoints } from '@/api/contract/endpoints';
import { RANK_TYPES } from '@/api/contract/constants';
import * as local from './constants';

describe('lottery constants', () => {
  it('use rank types and views the contract accepts', () => {
    for (const rankType of RANK_TYPES) {
      expect(
        endpoints.rankList.request.safeParse({ rankType, size: local.RANK_SIZE }).success,
      ).toBe(true);
    }
    expect(
      LaunchGameRequest.safeParse({
        launchMode: 'LOTT',
        lottoArea: local.VN_LOTTO_AREA,
        device: local.LOTTERY_DEVICE,
      }).success,
    ).toBe(true);
  });
});
