import { describe, expect, it } from 'vitest';
import { findGame, lotteryHref } from './links';

describe('lottery links', () => {
  it('sends VN lotto to /vnlottery and other lottery games to /lottery with their play type', () => {
    expect(
      lotteryHref({
        gameCode: 'VN_MB',
        accountTypeName: 'TCG_LOTTO_VN',
        defaultPlayType: 'VN_LO2',
      }),
    ).toBe('/vnlottery?gameCode=VN_MB');
    expect(
      lotteryHref({ gameCode: 'CQSSC', accountTypeName: 'LOTT', defaultPlayType: 'SSC_5D_DIRECT' }),
    ).toBe('/lottery?gameCode=CQSSC&playType=SSC_5D_DIRECT');
    expect(lotteryHref({ gameCode: 'EL1M', accountTypeName: 'ELOTT', defaultPlayType: null })).toBe(
      '/lottery?gameCode=EL1M',
    );
  });

  it('finds a game across groups', () => {
    const groups = [
      { gameMenus: [{ gameCode: 'A' }] },
      { gameMenus: [{ gameCode: 'B' }] },
    ] as never;
    expect(findGame(groups, 'B')).toEqual({ gameCode: 'B' });
    expect(findGame(groups, 'C')).toBeUndefined();
    expect(findGame(groups, null)).toBeUndefined();
  });
});
