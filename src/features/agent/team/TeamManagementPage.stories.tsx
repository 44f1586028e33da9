import type { Story, StoryDefault } from '@ladle/react';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { PageFailure } from '@/core/page-failure';
import { initialWalletState } from '@/features/wallet/slice';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../.ladle/story-store';
import { agentTeamFeature } from './feature';
import { failed, idle, loaded } from './part';
import { TeamManagementView } from './TeamManagementPage';
import {
  initialTeamState,
  teamReducer,
  type Downline,
  type DownlinesPage,
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

const seeded = (state: Partial<TeamState>) => [
  withSeededFeature(agentTeamFeature, teamReducer, {
    ...initialTeamState,
    list: loaded(page(1, 10)),
    ...state,
  }),
  withState({ wallet: { ...initialWalletState, currencySymbol: '₱' } }),
];

export const Loading: Story = () => <TeamManagementView />;
Loading.decorators = seeded({ list: idle() });

export const Loaded: Story = () => <TeamManagementView />;
Loaded.storyName = 'The first page of the whole team (levels, contracts, never logged in)';
Loaded.decorators = seeded({});

export const MiddlePage: Story = () => <TeamManagementView />;
MiddlePage.storyName = 'A middle page (page range 3, margin 1)';
MiddlePage.decorators = seeded({
  list: loaded(page(12, 10)),
  query: { ...initialTeamState.query, pageNo: 12 },
});

export const NoMatch: Story = () => <TeamManagementView />;
NoMatch.storyName = 'No member matches the search';
NoMatch.decorators = seeded({
  list: loaded(page(1, 0, 0)),
  query: { ...initialTeamState.query, account: 'zzz' },
});

export const Busy: Story = () => <TeamManagementView />;
Busy.storyName = 'Another page failed (system busy) above the one shown, with a retry';
Busy.decorators = seeded({ list: failed(failure('busy'), page(1, 10)) });

export const Offline: Story = () => <TeamManagementView />;
Offline.decorators = seeded({ list: failed(failure('offline')) });

export const SessionEnded: Story = () => <TeamManagementView />;
SessionEnded.decorators = seeded({ list: failed(failure('session')) });

export const Trial: Story = () => <TeamManagementView />;
Trial.storyName = 'Trial account';
Trial.decorators = seeded({ list: failed(failure('trial')) });

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
