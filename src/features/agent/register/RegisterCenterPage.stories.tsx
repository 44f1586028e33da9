import type { Story, StoryDefault } from '@ladle/react';
import { ErrorCodes } from '@/api/contract/constants';
import type { PageFailure } from '@/core/page-failure';
import { initialSystemState } from '@/core/system/slice';
import { REGISTER_RULES } from '../../../../fixtures/system';
import { initialWalletState } from '@/features/wallet/slice';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../.ladle/story-store';
import { failedPart, idlePart, loadedPart } from '@/core/loaded-part';
import { agentRegisterFeature } from './feature';
import { RegisterCenterView } from './RegisterCenterPage';
import {
  agentRegisterReducer,
  initialAgentRegisterState,
  type AgentInvite,
  type AgentRegisterState,
  type RegisteredPage,
} from './slice';

/** The account registration centre in each state, seeded into the store (no call made). */
export default { title: 'Agent centre / Account registration centre' } satisfies StoryDefault;

const INVITE: AgentInvite = {
  inviteCode: 'AGT1001',
  inviteUrl: '/register?referralCode=AGT1001',
  directCount: 12,
  registeredCount: 4,
};
const page = (pageNo: number, count: number, total = 14): RegisteredPage => ({
  list: Array.from({ length: count }, (_, i) => ({
    account: `downline${String((pageNo - 1) * 10 + i + 1).padStart(2, '0')}`,
    registeredAt: Date.UTC(2026, 10, 20 - i, 9, 30),
    balance: i * 125.5,
  })),
  totalCount: total,
  totalPages: Math.ceil(total / 10),
  pageNo,
  pageSize: 10,
});
const failure = (kind: PageFailure['kind'], code = ''): PageFailure => ({
  kind,
  code,
  message: kind === 'server' ? 'Username already exists' : '',
});

const seeded = (state: Partial<AgentRegisterState>) => [
  withSeededFeature(agentRegisterFeature, agentRegisterReducer, {
    ...initialAgentRegisterState,
    invite: loadedPart(INVITE),
    registered: { ...loadedPart(page(1, 10)), pageNo: 1 },
    ...state,
  }),
  withState({
    wallet: { ...initialWalletState, currencySymbol: '₱' },
    system: { ...initialSystemState, registerRules: REGISTER_RULES },
  }),
];

export const Loading: Story = () => <RegisterCenterView />;
Loading.decorators = seeded({ invite: idlePart(), registered: { ...idlePart(), pageNo: 1 } });

export const Loaded: Story = () => <RegisterCenterView />;
Loaded.storyName = 'The form, the invitation (copy, QR) and the registered accounts';
Loaded.decorators = seeded({});

export const NoneRegistered: Story = () => <RegisterCenterView />;
NoneRegistered.storyName = 'No account registered yet';
NoneRegistered.decorators = seeded({ registered: { ...loadedPart(page(1, 0, 0)), pageNo: 1 } });

export const Registered: Story = () => <RegisterCenterView />;
Registered.storyName = 'An account was registered';
Registered.decorators = seeded({
  submit: { status: 'done', account: 'downline15', failure: null },
});

export const AccountTaken: Story = () => <RegisterCenterView />;
AccountTaken.storyName = 'The account is taken (told at the account after a submit)';
AccountTaken.decorators = seeded({
  submit: { status: 'failed', account: null, failure: failure('server', ErrorCodes.usernameTaken) },
});

export const InvitationOffline: Story = () => <RegisterCenterView />;
InvitationOffline.storyName = 'The invitation failed (offline), with a retry';
InvitationOffline.decorators = seeded({ invite: failedPart(failure('offline')) });

export const ListBusy: Story = () => <RegisterCenterView />;
ListBusy.storyName = 'Another page failed (system busy) above the one shown';
ListBusy.decorators = seeded({
  registered: { ...failedPart(failure('busy'), page(1, 10)), pageNo: 2 },
});

export const SessionEnded: Story = () => <RegisterCenterView />;
SessionEnded.decorators = seeded({
  invite: failedPart(failure('session')),
  registered: { ...failedPart(failure('session')), pageNo: 1 },
});

export const Trial: Story = () => <RegisterCenterView />;
Trial.storyName = 'Trial account';
Trial.decorators = seeded({
  invite: failedPart(failure('trial')),
  registered: { ...failedPart(failure('trial')), pageNo: 1 },
});
