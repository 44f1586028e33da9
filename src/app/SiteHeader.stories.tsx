import type { Story, StoryDefault } from '@ladle/react';
import type { MemberInfo } from '@/api/contract/member';
import { initialChatState } from '@/features/chat/slice';
import { SiteHeader as Header } from './SiteHeader';
import { initialSystemState } from '@/core/system/slice';
import { withState } from '../../.ladle/story-store';
import { initialWalletState } from '@/features/wallet/slice';

export default { title: 'Header' } satisfies StoryDefault;

const ALL_FLAGS = { DIRECTREG3: true, FREEPLAY3: true, CBS3: true };
const system = (flags: Record<string, boolean>) => ({
  ...initialSystemState,
  phase: 'ready' as const,
  flags,
});
const member = (m: Partial<MemberInfo> = {}) => ({
  // A story token: actions needing the server answer 401 and end the story's session.
  token: 'tk_story',
  member: { id: 1001, account: 'player1', nickname: 'Maya', type: 0, ...m },
  memberStatus: 'loaded' as const,
});

/** A visitor with every flag on: log in, register, free demo, chat launcher. */
export const Visitor: Story = () => <Header />;
Visitor.decorators = [withState({ system: system(ALL_FLAGS) })];

/** DIRECTREG3, FREEPLAY3 and CBS3 off: log in only. */
export const VisitorMinimalFlags: Story = () => <Header />;
VisitorMinimalFlags.storyName = 'Visitor, flags off';
VisitorMinimalFlags.decorators = [withState({ system: system({}) })];

/** A member: deposit, withdraw, balance, avatar menu, chat launcher with 3 unread. */
export const Member: Story = () => <Header />;
/** A member's loaded wallet, with the story's own changes. */
const memberWallet = (changes: Partial<typeof initialWalletState> = {}) => ({
  ...initialWalletState,
  balance: 12_345.67,
  currencySymbol: '₱',
  status: 'loaded' as const,
  ...changes,
});

Member.decorators = [
  withState({
    system: system(ALL_FLAGS),
    session: member(),
    wallet: memberWallet(),
    chat: { ...initialChatState, unread: 3 },
  }),
];

export const MemberBalanceHidden: Story = () => <Header />;
MemberBalanceHidden.storyName = 'Member, balance hidden';
MemberBalanceHidden.decorators = [
  withState({
    system: system(ALL_FLAGS),
    session: member(),
    wallet: memberWallet({ hidden: true }),
  }),
];

export const MemberUpdating: Story = () => <Header />;
MemberUpdating.storyName = 'Member, balance updating';
MemberUpdating.decorators = [
  withState({
    system: system(ALL_FLAGS),
    session: member(),
    wallet: memberWallet({ status: 'loading', manual: true }),
  }),
];

/** An agent: the drop-down lists the agent centre. */
export const Agent: Story = () => <Header />;
Agent.decorators = [
  withState({
    system: system(ALL_FLAGS),
    session: member({ id: 1002, account: 'agent01', nickname: 'Ace', type: 1 }),
    wallet: { ...initialWalletState, balance: 88_000, currencySymbol: '₱', status: 'loaded' },
  }),
];

/** A member on a 360 px phone, on a route with the side bar: menu, balance, deposit, avatar. */
export const MemberOnPhone: Story = () => <Header drawer />;
MemberOnPhone.storyName = 'Member on a phone';
MemberOnPhone.meta = { width: 360 };
MemberOnPhone.decorators = Member.decorators;

/** A member on a phone where there is no drawer (/game): balance, deposit and avatar alone. */
export const MemberOnPhoneGame: Story = () => <Header />;
MemberOnPhoneGame.storyName = 'Member on a phone, game page';
MemberOnPhoneGame.meta = { width: 360, route: '/game' };
MemberOnPhoneGame.decorators = Member.decorators;
