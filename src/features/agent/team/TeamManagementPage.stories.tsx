import type { Story, StoryDefault } from '@ladle/react';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { PageFailure } from '@/core/page-failure';
import { initialWalletState } from '@/features/wallet/slice';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../.ladle/story-store';
import { agentTeamFeature } from './feature';
import { failedPart, idlePart, loadedPart, type Part } from '@/core/loaded-part';
import { TeamManagementView } from './TeamManagementPage';
import {
  initialTeamState,
  ROOT_BRANCH,
  teamReducer,
  type Downline,
  type DownlinesPage,
  type TeamBranch,
  type TeamState,
} from './slice';

/** Team management in each state, seeded into the store (no call made to show them). */
export default { title: 'Agent centre / Team management' } satisfies StoryDefault;

const downline = (i: number): Downline => ({
  account: `member${String(i + 1).padStart(3, '0')}`,
  level: (i % 3) + 1,
  uplineAccount: i % 3 === 0 ? 'agent01' : `member${String(i).padStart(3, '0')}`,
  registeredAt: Date.UTC(2026, 9, 30 - i, 8),
  balance: 1000 + i * 10.25,
  lastLoginAt: i % 4 === 3 ? null : Date.UTC(2026, 10, 23, 10 - i),
  isAgent: i % 5 === 0 ? 1 : 0,
  teamSize: i % 5 === 0 ? 7 : 0,
  contract: i % 5 === 0 ? { dividendRate: 30, dailySalaryRate: 1.5 } : null,
});
const page = (pageNo: number, count: number, total = 236): DownlinesPage => ({
  list: Array.from({ length: count }, (_, i) => downline((pageNo - 1) * 10 + i)),
  totalCount: total,
  totalPages: Math.ceil(total / 10),
  pageNo,
  pageSize: 10,
});
const failure = (kind: PageFailure['kind'], code = '', message = ''): PageFailure => ({
  kind,
  code,
  message,
});
const TRANSFER = { account: 'member001', status: 'idle', amount: null, failure: null } as const;

/** The root branch (the direct downlines) and any opened sub-agent's, by upline account. */
const tree = (root: Part<DownlinesPage>, more: Record<string, TeamBranch> = {}) => ({
  branches: {
    [ROOT_BRANCH]: { expanded: true, pageNo: root.value?.pageNo ?? 1, part: root },
    ...more,
  },
});
const directs = (pageNo = 1, count = 10, total = 12) => ({
  ...page(pageNo, count, total),
  list: page(pageNo, count, total).list.map((d) => ({ ...d, level: 1, uplineAccount: 'agent01' })),
});
const below = (upline: string, level: number, total: number, pageNo = 1): DownlinesPage => ({
  ...page(pageNo, Math.min(10, total - (pageNo - 1) * 10), total),
  list: page(pageNo, Math.min(10, total - (pageNo - 1) * 10), total).list.map((d, i) => ({
    ...d,
    account: `${upline}-${pageNo}${i}`,
    level,
    uplineAccount: upline,
    isAgent: i === 1 ? 1 : 0,
    teamSize: i === 1 ? 3 : 0,
  })),
});
const SEARCH = { ...initialTeamState.query, account: 'mem' };
const searchPage = (pageNo: number, count: number, total = 236): DownlinesPage => ({
  ...page(pageNo, count, total),
  list: page(pageNo, count, total).list.map((d) => ({
    ...d,
    uplinePath:
      d.level === 1 ? ['agent01'] : ['agent01', 'member001', d.uplineAccount].slice(0, d.level + 1),
  })),
});

const seeded = (state: Partial<TeamState>) => [
  withSeededFeature(agentTeamFeature, teamReducer, {
    ...initialTeamState,
    ...tree(loadedPart(directs())),
    ...state,
  }),
  withState({ wallet: { ...initialWalletState, currencySymbol: '₱' } }),
];

export const Loading: Story = () => <TeamManagementView />;
Loading.decorators = seeded(tree(idlePart()));

export const Loaded: Story = () => <TeamManagementView />;
Loaded.storyName = 'The tree: the direct downlines (sub-agents open, contracts, never logged in)';
Loaded.decorators = seeded({});

export const Opened: Story = () => <TeamManagementView />;
Opened.storyName = "Two levels opened: a sub-agent's downline (page 2 of 3) and one of its own";
Opened.decorators = seeded(
  tree(loadedPart(directs()), {
    member001: { expanded: true, pageNo: 2, part: loadedPart(below('member001', 2, 23, 2)) },
    'member001-21': { expanded: true, pageNo: 1, part: loadedPart(below('member001-21', 3, 3)) },
  }),
);

/** On a phone (390 px): each downline a card, its values after their columns' names. */
export const OnAPhone: Story = () => <TeamManagementView />;
OnAPhone.storyName = 'On a phone (downlines as cards)';
OnAPhone.decorators = seeded({});
OnAPhone.meta = { width: 390 };

export const BranchLoading: Story = () => <TeamManagementView />;
BranchLoading.storyName = "A sub-agent's downline loading";
BranchLoading.decorators = seeded(
  tree(loadedPart(directs()), { member001: { expanded: true, pageNo: 1, part: idlePart() } }),
);

export const BranchFailed: Story = () => <TeamManagementView />;
BranchFailed.storyName = "A sub-agent's downline failed (offline), with its retry";
BranchFailed.decorators = seeded(
  tree(loadedPart(directs()), {
    member001: { expanded: true, pageNo: 1, part: failedPart(failure('offline')) },
  }),
);

export const RootPage: Story = () => <TeamManagementView />;
RootPage.storyName = 'The second page of direct downlines';
RootPage.decorators = seeded(tree(loadedPart(directs(2, 2))));

export const Search: Story = () => <TeamManagementView />;
Search.storyName = 'A search: the whole team flat, each row with its upline path';
Search.decorators = seeded({ query: SEARCH, list: loadedPart(searchPage(1, 10)) });

export const MiddlePage: Story = () => <TeamManagementView />;
MiddlePage.storyName = 'A middle page of a search (page range 3, margin 1)';
MiddlePage.decorators = seeded({
  list: loadedPart(searchPage(12, 10)),
  query: { ...SEARCH, pageNo: 12 },
});

export const NoMatch: Story = () => <TeamManagementView />;
NoMatch.storyName = 'No member matches the search';
NoMatch.decorators = seeded({
  list: loadedPart(page(1, 0, 0)),
  query: { ...initialTeamState.query, account: 'zzz' },
});

export const NoTeam: Story = () => <TeamManagementView />;
NoTeam.storyName = 'An agent without downline';
NoTeam.decorators = seeded(tree(loadedPart(page(1, 0, 0))));

export const Busy: Story = () => <TeamManagementView />;
Busy.storyName = 'Another page failed (system busy) above the one shown, with a retry';
Busy.decorators = seeded(tree(failedPart(failure('busy'), directs())));

export const Offline: Story = () => <TeamManagementView />;
Offline.decorators = seeded(tree(failedPart(failure('offline'))));

export const SessionEnded: Story = () => <TeamManagementView />;
SessionEnded.decorators = seeded(tree(failedPart(failure('session'))));

export const Trial: Story = () => <TeamManagementView />;
Trial.storyName = 'Trial account';
Trial.decorators = seeded(tree(failedPart(failure('trial'))));

export const Transfer: Story = () => <TeamManagementView />;
Transfer.storyName = 'Transfer to a downline: the form';
Transfer.decorators = seeded({ transfer: TRANSFER });

export const WrongPassword: Story = () => <TeamManagementView />;
WrongPassword.storyName = 'Transfer refused: wrong payment password (at the field after a submit)';
WrongPassword.decorators = seeded({
  transfer: {
    ...TRANSFER,
    status: 'failed',
    failure: failure('server', WalletErrorCodes.wrongPassword, 'Payment password is incorrect'),
  },
});

export const TransferNotInTeam: Story = () => <TeamManagementView />;
TransferNotInTeam.storyName = 'Transfer refused with the server message';
TransferNotInTeam.decorators = seeded({
  transfer: {
    ...TRANSFER,
    status: 'failed',
    failure: failure('server', 'agent.not.in.team', 'This account is not in your team'),
  },
});

export const Transferred: Story = () => <TeamManagementView />;
Transferred.storyName = 'Transferred';
Transferred.decorators = seeded({ transfer: { ...TRANSFER, status: 'done', amount: 250.5 } });
