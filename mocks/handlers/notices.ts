/** Announcements: banners, marquee, popups, promotions, notices (spec 2 §2, §3). */

import {
  AGENT_ACCOUNT_TYPES,
  AgentErrorCodes,
  ErrorCodes,
  TRIAL_ACCOUNT_TYPE,
} from '../../src/api/contract/constants';
import type { Notice } from '../../src/api/contract/notices';
import { FIXTURE_REF_DATE } from '../../fixtures/faker';
import { defineResolvers, fail } from './define';
import { pageOf } from './records';

const HOUR = 3_600_000;

/** The announcements for agents (inferred), newest first; one carries markup to be sanitised. */
export const AGENT_ANNOUNCEMENTS: Notice[] = [
  {
    id: 'AG-3',
    title: 'Real-time salary now settles every 5 minutes',
    content:
      '<p>Dear agents,</p><p>Real-time salary is now settled <strong>every 5 minutes</strong>. See the real-time salary page for the next settlement.</p>',
    createdAt: FIXTURE_REF_DATE - 2 * HOUR,
  },
  {
    id: 'AG-2',
    title: 'Daily salary paid on alternate days',
    content:
      '<p>The daily salary of the previous day is paid on alternate days.</p><script>window.agentAnnouncementRan = true</script><ul><li>Check your contract rate.</li><li>Keep your team active.</li></ul>',
    createdAt: FIXTURE_REF_DATE - 30 * HOUR,
  },
  {
    id: 'AG-1',
    title: 'Welcome to the agent centre',
    content:
      '<p>Invite members with your link or QR code from the account registration centre.</p>',
    createdAt: FIXTURE_REF_DATE - 80 * HOUR,
  },
];

const csv = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim().toUpperCase())
    .filter(Boolean);

export const noticesResolvers = defineResolvers({
  agentAnnouncements: ({ input, member }) => {
    const m = member!;
    if (m.type === TRIAL_ACCOUNT_TYPE) return fail(ErrorCodes.trialAccount, 'in_need_true_account');
    if (!(AGENT_ACCOUNT_TYPES as readonly number[]).includes(m.type))
      return fail(AgentErrorCodes.notAgent, 'The agent centre is for agents only');
    return pageOf(AGENT_ANNOUNCEMENTS, input.pageNo, input.pageSize);
  },
  announcements: ({ input, fixtures, scenario }) => {
    const types = new Set(csv(input.types));
    const executions = new Set(csv(input.execution));
    const content = fixtures.content;
    return {
      banners: types.has('B') ? content.banners : [],
      player: types.has('PL') ? content.player : [],
      popup: types.has('PU')
        ? content.popup.filter((p) => !executions.size || executions.has(p.execution))
        : [],
      promotion: types.has('PR') ? content.promotion : [],
      notice: types.has('H') ? (scenario.notices ?? content.notice) : [],
    };
  },
});
