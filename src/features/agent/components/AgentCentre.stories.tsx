import type { Story, StoryDefault } from '@ladle/react';
import { withFeature } from '../../../../.ladle/story-store';
import { AGENT_CENTRE_ENTRIES, agentCentre, visibleAgentEntries } from '@/core/agent-centre';
import { standInPages } from '@/testing/stand-in-pages';
import { agentFeature } from '../feature';
import { AgentCentreFailure, AgentCentreLoading, AgentCentreView } from './AgentCentreView';

export default {
  title: 'Agent centre',
  decorators: [withFeature(agentFeature)],
} satisfies StoryDefault;

/** The app's table (here stand-ins: the real pages have their own stories). */
const pages = standInPages(agentCentre.pages, {
  agentAnnouncement: () => <p>The announcements show here.</p>,
});
const noop = () => undefined;

/** Every feature on: the 12 entries, team overview (its stand-in). */
export const AllEntries: Story = () => (
  <AgentCentreView
    page="agentTeamOverview"
    pages={pages}
    entries={AGENT_CENTRE_ENTRIES}
    onChoose={noop}
    onClose={noop}
  />
);
AllEntries.storyName = 'Every feature on, default page';

/** Two upline contracts wait for the agent's answer: their entries say so (one is the current page). */
export const PendingContracts: Story = () => (
  <AgentCentreView
    page="agentRealtimeSalary"
    pages={pages}
    entries={AGENT_CENTRE_ENTRIES}
    pending={['agentDailyWages2', 'agentRealtimeSalary']}
    onChoose={noop}
    onClose={noop}
  />
);
PendingContracts.storyName = 'Contracts waiting for an answer';

/** A built page in the content area, the salary features off: eight entries. */
export const FeaturesOff: Story = () => (
  <AgentCentreView
    page="agentAnnouncement"
    pages={pages}
    entries={visibleAgentEntries({
      contractDividend: false,
      dailySalary: false,
      hourlySalary: false,
      realTimeSalary: false,
    })}
    onChoose={noop}
    onClose={noop}
  />
);
FeaturesOff.storyName = 'Contract features off, a built page';

/** A deep link to a page whose feature is off. */
export const Unavailable: Story = () => (
  <AgentCentreView
    page="agentHourSalary"
    pages={pages}
    entries={visibleAgentEntries({
      contractDividend: true,
      dailySalary: true,
      hourlySalary: false,
      realTimeSalary: true,
    })}
    onChoose={noop}
    onClose={noop}
  />
);
Unavailable.storyName = 'A page whose feature is off';

/** The flags could not be loaded: offline, with a retry. */
export const Offline: Story = () => (
  <AgentCentreFailure
    failure={{ kind: 'offline', code: '', message: 'Network link is abnormal' }}
    onRetry={noop}
    onClose={noop}
  />
);
Offline.storyName = 'Flags failed, offline';

/** The flags could not be loaded: #727 system busy, with a retry. */
export const Busy: Story = () => (
  <AgentCentreFailure
    failure={{ kind: 'busy', code: '727', message: 'System busy' }}
    onRetry={noop}
    onClose={noop}
  />
);
Busy.storyName = 'Flags failed, system busy';

/** Until the agent and the flags are known. */
export const Loading: Story = () => <AgentCentreLoading />;
