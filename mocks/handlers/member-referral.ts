/**
 * Member centre: invite friends (spec 2 §2 referral, §9). The member's invitation code has the
 * affiliate check's shape ('AG' and the last 4 digits of the id), so the invitation link opens the
 * registration form with the code accepted; a registration through it joins the member's friends.
 * The seeded friends are derived from the member id (newbie1 and trial accounts have none).
 */
import type { ReferralFriend, ReferralState } from '../../src/api/contract/member';
import { FIXTURE_REF_DATE } from '../../fixtures/faker';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers } from './define';
import { pageOf } from './records';

/** The reward paid per friend who qualified (the 'Invite a friend' mission pays the same). */
export const REFERRAL_REWARD = 88;

const DAY = 86_400_000;
const TRIAL = 4;
const STATES: readonly ReferralState[] = ['REWARDED', 'QUALIFIED', 'DEPOSITED', 'REGISTERED'];
const NAMES = ['maria', 'jojo', 'anton', 'liza', 'ramon', 'bea', 'carlo', 'dina', 'enzo', 'faye'];

/** The member's invitation code (the shape the affiliate check accepts). */
export const inviteCodeOf = (member: Pick<MockMember, 'id'>) =>
  `AG${String(member.id).slice(-4).padStart(4, '0')}`;

const mask = (account: string) => `${account.slice(0, 2)}***${account.slice(-1)}`;

/** Seeded friends: player1 13 (two pages), vip0001 3, newbie1 and trial accounts none. */
function seededFriends(member: MockMember): ReferralFriend[] {
  if (member.type === TRIAL || member.clubLabel === null) return [];
  const count = member.account === 'player1' ? 13 : member.id % 5;
  return Array.from({ length: count }, (_, i) => {
    const state = STATES[(member.id + i) % STATES.length]!;
    return {
      account: mask(`${NAMES[i % NAMES.length]}${member.id % 100}${i}`),
      registeredAt: FIXTURE_REF_DATE - (i * 3 + 1) * DAY,
      state,
      reward: state === 'REWARDED' ? REFERRAL_REWARD : null,
    };
  });
}

/** Members who registered with the member's code since (newest first), then the seeded ones. */
function friendsOf(state: MockState, member: MockMember): ReferralFriend[] {
  const code = inviteCodeOf(member);
  const joined = state.records
    .filter((r) => r.kind === 'registration')
    .map((r) => ({
      at: r.at,
      data: r.data as {
        account?: string;
        referralCode?: string | null;
        affiliateCode?: string | null;
      },
    }))
    .filter(({ data }) => data.referralCode === code || data.affiliateCode === code)
    .sort((a, b) => b.at - a.at)
    .map(({ at, data }) => ({
      account: mask(data.account ?? 'friend'),
      registeredAt: at,
      state: 'REGISTERED' as const,
      reward: null,
    }));
  return [...joined, ...seededFriends(member)];
}

export const memberReferralResolvers = defineResolvers({
  referralInfo: ({ origin, state, member }) => {
    const m = member!;
    const friends = friendsOf(state, m);
    const code = inviteCodeOf(m);
    return {
      inviteCode: code,
      inviteUrl: `${origin}/register?referralCode=${code}`,
      rewardPerFriend: REFERRAL_REWARD,
      invitedCount: friends.length,
      qualifiedCount: friends.filter((f) => f.state === 'QUALIFIED' || f.state === 'REWARDED')
        .length,
    };
  },
  referralFriends: ({ input, state, member }) => {
    const m = member!;
    return pageOf(friendsOf(state, m), input.pageNo, input.pageSize);
  },
});
