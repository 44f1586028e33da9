import type { Story, StoryDefault } from '@ladle/react';
import type { ReferralFriend } from '@/api/contract/member';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../.ladle/story-store';
import { initialWalletState } from '@/features/wallet/slice';
import type { PageFailure } from '@/core/page-failure';
import { failedPart, loadedPart } from '@/core/loaded-part';
import { referralFeature } from './feature';
import { ReferralView } from './ReferralPage';
import {
  initialReferralState,
  referralReducer,
  type ReferralFriendsPage,
  type ReferralInfo,
  type ReferralState,
} from './slice';

/** The invite-friends page in each state, seeded into the store (no call made to show them). */
export default { title: 'Member centre / Invite friends' } satisfies StoryDefault;

const INFO: ReferralInfo = {
  inviteCode: 'AG1001',
  inviteUrl: '/register?referralCode=AG1001',
  rewardPerFriend: 88,
  invitedCount: 13,
  qualifiedCount: 7,
};
const STATES: ReferralFriend['state'][] = ['REWARDED', 'QUALIFIED', 'DEPOSITED', 'REGISTERED'];
const friend = (i: number): ReferralFriend => ({
  account: `${['ma', 'jo', 'an', 'li'][i % 4]}***${i}`,
  registeredAt: Date.UTC(2026, 9, 30 - i * 3, 9),
  state: STATES[i % 4]!,
  reward: i % 4 === 0 ? 88 : null,
});
const page = (pageNo: number, count: number, total = 13): ReferralFriendsPage => ({
  list: Array.from({ length: count }, (_, i) => friend((pageNo - 1) * 10 + i)),
  totalCount: total,
  totalPages: Math.ceil(total / 10),
  pageNo,
  pageSize: 10,
});
const loaded = loadedPart;
const failed = <T,>(kind: PageFailure['kind'], value: T | null = null) =>
  failedPart<T>({ kind, code: '', message: 'Invitation service unavailable' }, value);

const seeded = (state: Partial<ReferralState>) => [
  withSeededFeature(referralFeature, referralReducer, {
    ...initialReferralState,
    info: loaded(INFO),
    friends: { ...loaded(page(1, 10)), pageNo: 1 },
    ...state,
  }),
  withState({ wallet: { ...initialWalletState, currencySymbol: '₱' } }),
];

export const Loading: Story = () => <ReferralView />;
Loading.decorators = seeded({
  info: initialReferralState.info,
  friends: initialReferralState.friends,
});

export const Invitation: Story = () => <ReferralView />;
Invitation.storyName = 'The invitation and the first page of friends (copy the link or code)';
Invitation.decorators = seeded({});

export const SecondPage: Story = () => <ReferralView />;
SecondPage.storyName = 'The last page of friends';
SecondPage.decorators = seeded({ friends: { ...loaded(page(2, 3)), pageNo: 2 } });

export const NobodyInvited: Story = () => <ReferralView />;
NobodyInvited.storyName = 'Nobody invited yet';
NobodyInvited.decorators = seeded({
  info: loaded({
    ...INFO,
    inviteCode: 'AG1003',
    inviteUrl: '/register?referralCode=AG1003',
    invitedCount: 0,
    qualifiedCount: 0,
  }),
  friends: { ...loaded(page(1, 0, 0)), pageNo: 1 },
});

export const InvitationOffline: Story = () => <ReferralView />;
InvitationOffline.storyName = 'The invitation failed to load (offline), with a retry';
InvitationOffline.decorators = seeded({ info: failed('offline') });

export const FriendsBusy: Story = () => <ReferralView />;
FriendsBusy.storyName = 'Another page of friends failed (system busy) above the one shown';
FriendsBusy.decorators = seeded({ friends: { ...failed('busy', page(1, 10)), pageNo: 2 } });

export const ServerRefused: Story = () => <ReferralView />;
ServerRefused.storyName = 'The server refused with its message';
ServerRefused.decorators = seeded({ info: failed('server') });

export const SessionEnded: Story = () => <ReferralView />;
SessionEnded.storyName = 'Session ended';
SessionEnded.decorators = seeded({
  info: failed('session'),
  friends: { ...failed('session'), pageNo: 1 },
});

export const Trial: Story = () => <ReferralView />;
Trial.storyName = 'Trial account';
Trial.decorators = seeded({ info: failed('trial'), friends: { ...failed('trial'), pageNo: 1 } });
