import type { LotteryGame } from '@/api/contract/lottery';

/** The account type of the Vietnamese lottery (its games open on /vnlottery). */
const VN_ACCOUNT_TYPE = 'TCG_LOTTO_VN';

/**
 * Where a lottery game opens (spec 2 §4): VN lotto on /vnlottery?gameCode=, the other lottery
 * types on /lottery?gameCode=&playType=.
 */
export function lotteryHref(
  game: Pick<LotteryGame, 'gameCode' | 'accountTypeName' | 'defaultPlayType'>,
): string {
  if (game.accountTypeName === VN_ACCOUNT_TYPE)
    return `/vnlottery?${new URLSearchParams({ gameCode: game.gameCode })}`;
  const query = new URLSearchParams({ gameCode: game.gameCode });
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  return `/lottery?${query}`;
}

/** The first game of these groups with this code. */
export function findGame(
  groups: readonly { gameMenus: readonly LotteryGame[] }[],
  gameCode: string | null,
) {
  if (!gameCode) return undefined;
  for (const group of groups) {
    const game = group.gameMenus.find((g) => g.gameCode === gameCode);
    if (game) return game;
  }
  return undefined;
}
