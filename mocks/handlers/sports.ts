/** Sports hot matches (spec 2 §2; see mocks/README.md): in play first, kick-off relative to the answer. */
import { defineResolvers } from './define';
import { mockNow } from '../../fixtures/clock';

export const sportsResolvers = defineResolvers({
  hotMatches: ({ input, fixtures }) => {
    const now = mockNow();
    const list = fixtures.games.hotMatches
      .filter((m) => (input.gameType === 'ESPORTS') === (m.sport === 'ESPORTS'))
      // In play first, then the soonest kick-off.
      .toSorted((a, b) => Number(b.live) - Number(a.live) || a.startsInMs - b.startsInMs)
      .slice(0, input.size)
      .map(({ startsInMs, nodeId, ...match }) => ({
        ...match,
        // Whole minutes: a kick-off reads the same however late in the minute it is served.
        startTime: Math.floor((now + startsInMs) / 60_000) * 60_000,
        game: fixtures.games.byNodeId.get(nodeId)!,
      }));
    return { list };
  },
});
