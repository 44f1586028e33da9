/** The lottery gateway: menus, recent VN games, popular games, opened numbers (spec 2 §3, §9). */
import { defineResolvers } from './define';
import { recentGamesOf } from './games';

export const lotteryResolvers = defineResolvers({
  gameMenus: ({ input, fixtures }) => fixtures.lottery.menus[input.prizeMode] ?? [],
  vnGameMenu: ({ fixtures }) => fixtures.lottery.vnMenus,
  vnGameMenuRecent: ({ input, state, fixtures, member }) => {
    const seen = new Set<string>();
    return recentGamesOf(state, fixtures, member!)
      .filter((g) => g.accountTypeName === 'TCG_LOTTO_VN')
      .flatMap((g) => {
        const vn = fixtures.lottery.vnGames.find((x) => x.gameCode === g.gameCode);
        if (!vn || seen.has(vn.gameCode)) return [];
        seen.add(vn.gameCode);
        return [vn];
      })
      .slice(0, input.count);
  },
  popularLottery: ({ input, fixtures }) =>
    fixtures.lottery.popular
      .filter((g) => !input.prizeMode || g.prizeMode === input.prizeMode)
      .slice(0, input.count),
  vnOpenedNumbers: ({ input, fixtures }) =>
    fixtures.lottery.vnOpened
      .filter((d) => !input.gameCode || d.gameCode === input.gameCode)
      .slice(0, input.count),
  openedNumero: ({ input, fixtures }) =>
    fixtures.lottery.opened
      .filter(
        (d) =>
          (!input.gameCode || d.gameCode === input.gameCode) &&
          (!input.prizeMode || d.prizeMode === input.prizeMode),
      )
      .slice(0, input.count),
});
