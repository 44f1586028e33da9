import type { Story, StoryDefault } from '@ladle/react';
import { withFeature } from '../../../../../.ladle/story-store';
import type { PageFailure } from '@/core/page-failure';
import { agentHomeFeature } from '../feature';
import { initialAgentHomeState } from '../slice';
import { AnnouncementView } from './AnnouncementView';
import { TeamOverviewView } from './TeamOverviewView';

export default {
  title: 'Agent centre / Announcement and team overview',
  decorators: [withFeature(agentHomeFeature)],
} satisfies StoryDefault;

const TODAY = new Date(2026, 10, 24);
const initial = initialAgentHomeState(TODAY);
const noop = () => undefined;
const FIGURES = {
  startDate: '2026-11-18',
  endDate: '2026-11-24',
  teamSize: 372,
  directCount: 12,
  activeMembers: 210,
  newMembers: 17,
  deposits: 927800,
  withdrawals: 323260,
  betAmount: 1770040,
  validBet: 1712950,
  profit: -313834.82,
};
const NOTICES = [
  {
    id: 'AG-3',
    title: 'Real-time salary now settles every 5 minutes',
    content: '<p>Real-time salary is now settled <strong>every 5 minutes</strong>.</p>',
    createdAt: TODAY.getTime() - 7_200_000,
  },
  {
    id: 'AG-2',
    title: 'Daily salary paid on alternate days',
    content: '<p>The daily salary of the previous day is paid on alternate days.</p>',
    createdAt: TODAY.getTime() - 108_000_000,
  },
];
const failure = (kind: PageFailure['kind']): PageFailure => ({ kind, code: '', message: '' });

const overview = (state: Partial<typeof initial.overview>) => () => (
  <TeamOverviewView
    state={{ ...initial.overview, ...state }}
    today={TODAY}
    symbol="₱"
    onRange={noop}
    onRetry={noop}
    onLogin={noop}
  />
);
const announcements = (state: Partial<typeof initial.announcements>) => () => (
  <AnnouncementView
    state={{ ...initial.announcements, ...state }}
    onPage={noop}
    onRetry={noop}
    onLogin={noop}
  />
);

/** The last 7 days: the team lost (its profit negative, marked). */
export const OverviewLoaded: Story = overview({ status: 'loaded', value: FIGURES });
OverviewLoaded.storyName = 'Overview, last 7 days';

/** A custom range asked: no preset pressed, the last figures kept while it loads. */
export const OverviewReloading: Story = overview({
  status: 'loading',
  preset: null,
  range: { start: '2026-11-01', end: '2026-11-20' },
  value: FIGURES,
});
OverviewReloading.storyName = 'Overview, custom range loading';

export const OverviewLoading: Story = overview({ status: 'loading' });
OverviewLoading.storyName = 'Overview, first load';

export const OverviewBusy: Story = overview({ status: 'failed', failure: failure('busy') });
OverviewBusy.storyName = 'Overview, system busy (#727)';

export const OverviewOffline: Story = overview({ status: 'failed', failure: failure('offline') });
OverviewOffline.storyName = 'Overview, offline';

export const OverviewSession: Story = overview({ status: 'failed', failure: failure('session') });
OverviewSession.storyName = 'Overview, session ended';

export const AnnouncementsLoaded: Story = announcements({
  status: 'loaded',
  value: { list: NOTICES, totalCount: 7, totalPages: 4, pageNo: 1, pageSize: 2 },
});
AnnouncementsLoaded.storyName = 'Announcements, first of 4 pages';

export const AnnouncementsEmpty: Story = announcements({
  status: 'loaded',
  value: { list: [], totalCount: 0, totalPages: 0, pageNo: 1, pageSize: 5 },
});
AnnouncementsEmpty.storyName = 'Announcements, none yet';

export const AnnouncementsLoading: Story = announcements({ status: 'loading' });
AnnouncementsLoading.storyName = 'Announcements, loading';

export const AnnouncementsOffline: Story = announcements({
  status: 'failed',
  failure: failure('offline'),
});
AnnouncementsOffline.storyName = 'Announcements, offline';

export const AnnouncementsTrial: Story = announcements({
  status: 'failed',
  failure: failure('trial'),
});
AnnouncementsTrial.storyName = 'Announcements, trial account';
