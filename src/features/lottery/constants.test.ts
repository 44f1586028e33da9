import { describe, expect, it } from 'vitest';
import * as contract from '@/api/contract/lottery';
import { ErrorCodes } from '@/api/contract/define';
import { LaunchGameRequest } from '@/api/contract/games';
import { endpoints } from '@/api/contract/endpoints';
import * as local from './constants';

describe('lottery constants copied from the contract', () => {
  it('match the contract values', () => {
    expect(local.PRIZE_MODES).toEqual(contract.PRIZE_MODES);
    expect(local.POPULAR_LOTTERY_COUNT).toBe(contract.POPULAR_LOTTERY_COUNT);
    expect(local.OPENED_NUMBERS_COUNT).toBe(contract.OPENED_NUMBERS_COUNT);
    expect(local.GAME_MAINTENANCE_CODE).toBe(ErrorCodes.gameMaintenance);
  });

  it('use rank types and views the contract accepts', () => {
    for (const rankType of local.RANK_TYPES) {
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
