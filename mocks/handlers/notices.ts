/**
 * Announcements: banners, marquee, popups, promotions, notices (spec 2 §2, §3). The announcements
 * for agents: agent-home.ts.
 */
import { brandedArtUrl } from '../art/cdn';
import { scenarioPromotions } from '../scenario';
import { defineResolvers } from './define';
import { brandOf } from './system';

const csv = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim().toUpperCase())
    .filter(Boolean);

export const noticesResolvers = defineResolvers({
  announcements: ({ input, fixtures, scenario }) => {
    const types = new Set(csv(input.types));
    const executions = new Set(csv(input.execution));
    const content = fixtures.content;
    const brand = brandOf(scenario);
    return {
      // The banners in the brand's palette (the offline art, mocks/art/cdn.ts).
      banners: types.has('B')
        ? content.banners.map((banner) => ({ ...banner, url: brandedArtUrl(banner.url, brand) }))
        : [],
      player: types.has('PL') ? content.player : [],
      popup: types.has('PU')
        ? content.popup.filter((p) => !executions.size || executions.has(p.execution))
        : [],
      promotion: types.has('PR') ? scenarioPromotions(scenario, content.promotion) : [],
      notice: types.has('H') ? (scenario.notices ?? content.notice) : [],
    };
  },
});
