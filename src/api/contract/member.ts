/** Member centre: profile, avatar, inbox, feedback, missions (spec 1 §7, spec 2 §2, §3, §5, §7). */

import { z } from 'zod';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TYPES,
  PROFILE_FIELDS,
} from './constants';
import { endpoint, NoParams, paged, REAL_ACCOUNT_ONLY, relay, Timestamp } from './define';
import { FieldRule } from './system';
import { Money } from './wallet';

export const ClubLabel = z.object({
  labelName: z.string(),
  color: z.string().nullish(),
  color2: z.string().nullish(),
  rankLevel: z.number().int(),
});

export const MemberInfo = z
  .object({
    id: z.union([z.string(), z.number()]),
    account: z.string(),
    nickname: z.string().nullish(),
    type: z.number().int(),
    mobile: z.string().nullish(),
    regDate: z.number().int().nullish(),
    toUpline: z.boolean().nullish(),
    /**
     * The upline's account, the target of a transfer to the upline (inferred: the spec names
     * `toUpline` only; the transfer call needs the account).
     */
    uplineAccount: z.string().nullish(),
    clubLabel: ClubLabel.nullish(),
    memberLabel: z
      .array(
        z
          .object({
            labelName: z.string(),
            // The session keeps both for the header's label badge.
            textColor: z.string().nullish(),
            bgColor: z.string().nullish(),
          })
          .loose(),
      )
      .nullish(),
  })
  .loose();
export type MemberInfo = z.infer<typeof MemberInfo>;

export const MISSION_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'CLAIMED', 'EXPIRED'] as const;

export const Mission = z
  .object({
    missionId: z.string(),
    title: z.string(),
    description: z.string().nullish(),
    missionType: z.enum(['DAILY', 'WEEKLY', 'EVENT']),
    target: z.number().positive(),
    progress: z.number().nonnegative(),
    reward: z.number().nonnegative(),
    rewardType: z.enum(['CASH', 'POINTS']),
    status: z.enum(MISSION_STATUSES),
    startTime: Timestamp,
    endTime: Timestamp,
  })
  .loose();
export type Mission = z.infer<typeof Mission>;

export const MissionSummaryValue = z
  .object({
    /** Open missions (in progress or completed, not claimed); the member-centre badge. */
    missionCount: z.number().int().nonnegative(),
    missions: z.array(Mission).default([]),
  })
  .loose();

export const MissionRank = z
  .object({
    rank: z.number().int().positive(),
    userName: z.string(),
    score: z.number(),
    reward: z.number().nullish(),
  })
  .loose();
export type MissionRank = z.infer<typeof MissionRank>;

export const MissionLeaderboardValue = z
  .object({
    periodStart: Timestamp,
    periodEnd: Timestamp,
    list: z.array(MissionRank),
    /** The member's own row when ranked. */
    mine: MissionRank.nullish(),
  })
  .loose();

export { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_MAX_IMAGES, FEEDBACK_TYPES };

export const FeedbackRequest = z.object({
  type: z.enum(FEEDBACK_TYPES),
  content: z.string().trim().min(FEEDBACK_CONTENT_MIN).max(FEEDBACK_CONTENT_MAX),
  /** Image URLs or data URLs (png or jpg). */
  images: z.array(z.string()).max(FEEDBACK_MAX_IMAGES).optional(),
  contact: z.string().max(100).optional(),
});

/** Mail (platform message) kinds the money flows send (spec 2 §3), plus plain notices. */
export const MAIL_KINDS = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'NOTICE',
] as const;

export const InboxMessage = z
  .object({
    messageId: z.string(),
    kind: z.enum(MAIL_KINDS),
    title: z.string(),
    /** Server HTML: shown only through the one sanitising policy. */
    content: z.string(),
    createdAt: Timestamp,
    read: z.boolean(),
    /** The order the message is about (deposit or withdrawal), if any. */
    orderNo: z.string().nullish(),
  })
  .loose();
export type InboxMessage = z.infer<typeof InboxMessage>;

export const InboxMessagesValue = paged(InboxMessage).extend({
  unReadCount: z.number().int().nonnegative(),
});

// ---------------------------------------------------------------------------------------------
// The rest of the member centre (spec 2 §2, §3, §4, §5, §9): profile, player rank, referral,
// platform messages (read state), feedback history. The spec names the screens and fields but
// shows no call for them: the endpoints below are inferred (paths follow the platform's naming).

export { PROFILE_FIELDS };
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A profile field's server rule: the registration rule shape, plus whether it can be changed. */
export const ProfileFieldRule = FieldRule.extend({
  /** False: shown, locked (e.g. a real name or birthday once set, or by the operator). */
  editable: z.boolean(),
  /**
   * Why a locked field is locked (inferred: the spec says fields are locked by server rules, not
   * how the reason travels): set once and never again, by the operator, or changed in the
   * security centre with a code (mobile, email).
   */
  lockedBy: z.enum(['SET_ONCE', 'OPERATOR', 'SECURITY_CENTRE']).nullish(),
});
export type ProfileFieldRule = z.infer<typeof ProfileFieldRule>;

export const MemberProfileValue = z
  .object({
    account: z.string(),
    /** Each field's value (null: not set); masked where the server masks it (mobile, email). */
    profile: z.partialRecord(z.enum(PROFILE_FIELDS), z.string().nullable()),
    rules: z.partialRecord(z.enum(PROFILE_FIELDS), ProfileFieldRule),
  })
  .loose();
export type MemberProfileValue = z.infer<typeof MemberProfileValue>;

/** Changed fields only; the server checks each against its rule and refuses locked ones. */
export const UpdateProfileRequest = z.partialRecord(z.enum(PROFILE_FIELDS), z.string());

/** One VIP rank (club label) with what reaching it needs. */
export const VipRank = z
  .object({
    rankLevel: z.number().int().nonnegative(),
    labelName: z.string(),
    color: z.string().nullish(),
    color2: z.string().nullish(),
    /** Total deposits needed to reach the rank. */
    depositRequired: Money,
    /** Total valid bet needed to reach the rank. */
    validBetRequired: Money,
    benefits: z.array(z.string()).default([]),
  })
  .loose();
export type VipRank = z.infer<typeof VipRank>;

export const VipRanksValue = z
  .object({
    ranks: z.array(VipRank),
    /** The member's rank level (null: no club label yet) and totals so far. */
    rankLevel: z.number().int().nonnegative().nullable(),
    deposit: Money,
    validBet: Money,
  })
  .loose();
export type VipRanksValue = z.infer<typeof VipRanksValue>;

export const REFERRAL_STATES = ['REGISTERED', 'DEPOSITED', 'QUALIFIED', 'REWARDED'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const ReferralInfoValue = z
  .object({
    inviteCode: z.string(),
    /** The registration address carrying the code (`/register?referralCode=`). */
    inviteUrl: z.string(),
    /** Reward per qualified friend, if the site pays one. */
    rewardPerFriend: Money.nullish(),
    invitedCount: z.number().int().nonnegative(),
    qualifiedCount: z.number().int().nonnegative(),
  })
  .loose();

export const ReferralFriend = z
  .object({
    /** Masked account. */
    account: z.string(),
    registeredAt: Timestamp,
    state: z.enum(REFERRAL_STATES),
    reward: Money.nullish(),
  })
  .loose();
export type ReferralFriend = z.infer<typeof ReferralFriend>;

export const FEEDBACK_STATUSES = ['PENDING', 'REPLIED'] as const;

export const FeedbackItem = z
  .object({
    feedbackId: z.string(),
    type: z.enum(FEEDBACK_TYPES),
    content: z.string(),
    images: z.array(z.string()).default([]),
    createdAt: Timestamp,
    status: z.enum(FEEDBACK_STATUSES),
    /** Customer service's answer (server HTML: shown through the one sanitising policy). */
    reply: z.string().nullish(),
    repliedAt: Timestamp.nullish(),
  })
  .loose();
export type FeedbackItem = z.infer<typeof FeedbackItem>;

const PageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const memberEndpoints = {
  memberInfo: endpoint({
    method: 'GET',
    path: '/wps/member/info',
    module: 'COMM3',
    token: true,
    request: NoParams,
    response: MemberInfo,
    sample: {},
    spec: ['spec1-2.1', 'spec1-7', 'spec2-7'],
    summary: 'Member info',
  }),
  memberIcon: endpoint({
    method: 'GET',
    path: '/wps/member/info/icon',
    module: 'PROFPIC3',
    token: true,
    request: NoParams,
    response: z.object({ icon: z.string().nullish() }).loose(),
    sample: {},
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Member icon',
  }),
  playerAvatar: endpoint({
    method: 'GET',
    path: relay('MCSFE_getPlayerAvatar'),
    module: 'PROFPIC3',
    token: true,
    request: NoParams,
    response: z
      .object({
        avatar: z.string().nullish(),
        /** The avatars the member may choose from (inferred: the spec names the change only). */
        choices: z.array(z.string()).default([]),
      })
      .loose(),
    sample: {},
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Player avatar and the avatars to choose from',
  }),
  updateAvatar: endpoint({
    method: 'PUT',
    path: '/wps/member/info/icon',
    module: 'PROFPIC3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: z.object({ icon: z.string().min(1) }),
    response: z.object({ icon: z.string() }).loose(),
    sample: { icon: '/cdn-a/avatars/3.svg' },
    spec: ['spec1-2.1', 'spec2-2'],
    inferred: 'the header names an avatar edit; method and payload not shown',
    summary: 'Change the avatar (one of the choices)',
  }),
  inboxUnread: endpoint({
    method: 'GET',
    path: relay('CSP_unreadCount'),
    module: 'INBOX3',
    token: true,
    request: NoParams,
    response: z.object({ unReadCount: z.number().int().nonnegative() }).loose(),
    sample: {},
    spec: ['spec2-7'],
    summary: 'Inbox (platform messages) unread count',
  }),
  feedback: endpoint({
    method: 'PUT',
    path: '/wps/feedback',
    module: 'FEEDBACK3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: FeedbackRequest,
    response: z.object({ feedbackId: z.string() }).loose(),
    sample: { type: 'SUGGESTION', content: 'Please add more fishing games to the lobby.' },
    spec: ['spec2-2', 'spec2-7'],
    inferred: 'payload fields and bounds not shown',
    summary: 'Feedback and complaints',
  }),
  missionSummary: endpoint({
    method: 'GET',
    path: relay('MCSFE_getMissionSummaryDetails'),
    module: 'MISSION3',
    token: true,
    request: NoParams,
    response: MissionSummaryValue,
    sample: {},
    spec: ['spec2-2', 'spec2-3', 'spec2-7'],
    inferred: 'method and shape not shown beyond missionCount',
    summary: 'Mission summary (missionCount badge and missions)',
  }),
  missionLeaderboard: endpoint({
    method: 'GET',
    path: relay('MCSFE_getMissionLeaderboard'),
    module: 'MISSION3',
    token: true,
    request: z.object({ size: z.coerce.number().int().min(1).max(100).default(20) }),
    response: MissionLeaderboardValue,
    sample: { size: 20 },
    spec: ['spec2-2', 'spec2-3', 'spec2-7'],
    inferred: 'method and shape not shown',
    summary: 'Mission leaderboard',
  }),
  inboxMessages: endpoint({
    method: 'GET',
    path: relay('CSP_getInboxList'),
    module: 'INBOX3',
    token: true,
    request: PageQuery,
    response: InboxMessagesValue,
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-2', 'spec2-3'],
    inferred:
      'inbox list not shown (only the unread count): messages with their mail kind, newest first',
    summary: 'Inbox (platform messages), paged',
  }),
  memberProfile: endpoint({
    method: 'GET',
    path: '/wps/member/profile',
    module: 'COMM3',
    token: true,
    request: NoParams,
    response: MemberProfileValue,
    sample: {},
    spec: ['spec2-2', 'spec2-3', 'spec2-5'],
    inferred: 'profile fields named in text; call not shown',
    summary: 'Profile: each field with its value and rule (editable or locked)',
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/wps/member/profile',
    module: 'COMM3',
    writes: true,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: UpdateProfileRequest,
    response: MemberProfileValue,
    sample: { nickname: 'Lucky' },
    spec: ['spec2-2', 'spec2-3', 'spec2-5'],
    inferred: 'profile fields named in text; call not shown',
    summary: 'Change profile fields (changed fields only)',
  }),
  vipRanks: endpoint({
    method: 'GET',
    path: relay('MCSFE_getVipLevelList'),
    module: 'COMM3',
    token: true,
    request: NoParams,
    response: VipRanksValue,
    sample: {},
    spec: ['spec2-2', 'spec2-3', 'spec2-4', 'spec2-9'],
    inferred: 'the player rank page is named; ranks and requirements not shown',
    summary: "VIP ranks, what each needs, and the member's totals",
  }),
  referralInfo: endpoint({
    method: 'GET',
    path: '/wps/member/referral',
    module: 'AFFMAN3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: NoParams,
    response: ReferralInfoValue,
    sample: {},
    spec: ['spec2-2', 'spec2-9'],
    inferred: 'invite friends page named; call not shown',
    summary: "The member's invitation code and link",
  }),
  referralFriends: endpoint({
    method: 'GET',
    path: '/wps/member/referral/friends',
    module: 'AFFMAN3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: PageQuery,
    response: paged(ReferralFriend),
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-2'],
    inferred: 'invite friends page named; call not shown',
    summary: 'Friends the member invited, with their state, paged',
  }),
  inboxRead: endpoint({
    method: 'POST',
    path: relay('CSP_readInbox'),
    module: 'INBOX3',
    writes: true,
    token: true,
    request: z.object({
      /** The messages to mark read (one opened, or the page's). */
      messageIds: z.array(z.string().min(1)).max(100).default([]),
      /** True: every message of the member ("mark all read"); messageIds may then be empty. */
      all: z.boolean().optional(),
    }),
    response: z.object({ unReadCount: z.number().int().nonnegative() }).loose(),
    sample: { messageIds: ['N1001-3'] },
    spec: ['spec2-2', 'spec2-3'],
    inferred:
      'read state not shown; answers the new unread count; `all` marks every message read (a request naming neither is refused)',
    summary: 'Mark platform messages read',
  }),
  feedbackHistory: endpoint({
    method: 'GET',
    path: '/wps/feedback',
    module: 'FEEDBACK3',
    token: true,
    request: PageQuery,
    response: paged(FeedbackItem),
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-2', 'spec2-7'],
    inferred: "feedback history not shown: the member's feedback with replies, newest first",
    summary: 'Feedback and complaints sent, with replies, paged',
  }),
} as const;
