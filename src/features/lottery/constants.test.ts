import { describe, expect, it } from 'vitest';
import { LaunchGameRequest } from '@/api/contract/launch';
import * as local from './constants';

describe('lottery constants', () => {
  it('use views the contract accepts', () => {
    expect(
      LaunchGameRequest.safeParse({
        launchMode: 'LOTT',
        lottoArea: local.VN_LOTTO_AREA,
        device: local.LOTTERY_DEVICE,
      }).success,
    ).toBe(true);
  });
});
