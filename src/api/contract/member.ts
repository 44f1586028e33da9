/** Member centre: profile, avatar, inbox, feedback, missions (spec 1 §7, spec 2 §2, §3, §5, §7). */

import { z } from 'zod';
import { endpoint, NoParams, paged, relay, Timestamp } from './define';

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

/** Feedback content bounds ('content length between {0} and {1} words'). */
export const FEEDBACK_CONTENT_MIN = 5;

export const FEEDBACK_CONTENT_MAX = 500;

export const FEEDBACK_MAX_IMAGES = 3;

export const FEEDBACK_TYPES = [
  'SUGGESTION',
  'COMPLAINT',
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'OTHER',
] as const;

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
    response: z.object({ avatar: z.string().nullish() }).loose(),
    sample: {},
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Player avatar',
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
    request: z.object({
      pageNo: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: InboxMessagesValue,
    sample: { pageNo: 1, pageSize: 10 },
    spec: ['spec2-2', 'spec2-3'],
    inferred:
      'inbox list not shown (only the unread count): messages with their mail kind, newest first',
    summary: 'Inbox (platform messages), paged',
  }),
} as const;
