/** Member centre: platform messages (inbox) and feedback (spec 2 §2, §3, §5). */
import type { z } from 'zod';
import { ErrorCodes, TRIAL_ACCOUNT_TYPE } from '../../src/api/contract/constants';
import type { FeedbackItem, InboxMessage } from '../../src/api/contract/member';
import type { MockMember } from '../../fixtures/members';
import { startOfTodayUtc } from '../../fixtures/money';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import { addRecord, getRecord, listRecords, newOrderNo, pageOf, putRecord } from './records';

/** Largest image of a feedback (spec 2 §5: 5 MB, png or jpg). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Inbox (platform messages): a few seeded notices per member, then the money events' messages

type MailKind = InboxMessage['kind'];

/** Adds a message to the member's inbox (unread): deposits settled, withdrawals reviewed. */
export function sendMail(
  state: MockState,
  member: MockMember,
  kind: MailKind,
  orderNo: string | null,
  text: { title: string; content: string },
): void {
  const messageId = newOrderNo('MSG');
  const message: InboxMessage = {
    messageId,
    kind,
    ...text,
    createdAt: Date.now(),
    read: false,
    orderNo,
  };
  addRecord(state, 'mail', member.id, message, messageId);
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The seeded messages, newest first. player1 has one of every mail kind (about its seeded orders)
 * and more than a page; other members the notices, the newest two unread; newbie1 and trial
 * accounts none (the empty inbox).
 */
function seededMail(member: MockMember): InboxMessage[] {
  if (member.type === TRIAL_ACCOUNT_TYPE || member.account === 'newbie1') return [];
  const day = startOfTodayUtc();
  const mail = (
    n: number,
    kind: MailKind,
    ago: number,
    title: string,
    content: string,
    read: boolean,
    orderNo: string | null = null,
  ): InboxMessage => ({
    messageId: `N${member.id}-${n}`,
    kind,
    title,
    content,
    createdAt: day - ago,
    read,
    orderNo,
  });
  const welcome = mail(
    1,
    'NOTICE',
    30 * DAY - 9 * HOUR,
    'Welcome to Lucky Portal',
    '<p>Thank you for joining. Your member centre keeps your wallet, records and messages.</p>',
    true,
  );
  const notices = [
    mail(
      3,
      'NOTICE',
      DAY - 9 * HOUR,
      'Weekend rebate boost',
      '<p>Rebates on <strong>live casino</strong> bets are doubled this weekend.</p>',
      false,
    ),
    mail(
      2,
      'NOTICE',
      4 * DAY - 9 * HOUR,
      'Scheduled maintenance',
      '<p>The sportsbook is under maintenance on Tuesday from 02:00 to 04:00.</p>',
      false,
    ),
  ];
  if (member.account !== 'player1') return [...notices, welcome];
  const older = [
    mail(
      4,
      'DEPOSIT_CREDITED',
      DAY + 3 * HOUR - 10 * 60_000,
      'Deposit credited',
      '<p>Your deposit <strong>DP-2</strong> of 5,000.00 has been credited to your main wallet.</p>',
      true,
      'DP-2',
    ),
    mail(
      5,
      'DEPOSIT_FAILED',
      3 * DAY - 10 * 60_000,
      'Deposit failed',
      '<p>Your deposit <strong>DP-3</strong> of 2,000.00 failed: payment not received by the channel.</p>',
      true,
      'DP-3',
    ),
    mail(
      6,
      'WITHDRAWAL_APPROVED',
      5 * DAY,
      'Withdrawal approved',
      '<p>Your withdrawal of 1,500.00 has been approved and paid to your bank account.</p>',
      true,
    ),
    mail(
      7,
      'WITHDRAWAL_REJECTED',
      6 * DAY,
      'Withdrawal rejected',
      '<p>Your withdrawal of 800.00 was rejected: the account name does not match. The amount is back in your wallet.</p>',
      true,
    ),
    ...[8, 9, 10, 11, 12].map((n) =>
      mail(
        n,
        'NOTICE',
        (n + 2) * DAY,
        `Weekly draw results ${13 - n}`,
        `<p>The results of weekly draw ${13 - n} are in the lottery lobby.</p>`,
        true,
      ),
    ),
  ];
  return [...notices, ...older, welcome];
}

/** Messages read by the member (seeded and sent alike): their ids in one keyed record. */
const readIdsOf = (state: MockState, member: MockMember) =>
  new Set(getRecord<string[]>(state, 'mail-read', member.id, 'ids') ?? []);

/** The member's messages, newest first, with their read state. */
export function inboxOf(state: MockState, member: MockMember): InboxMessage[] {
  const readIds = readIdsOf(state, member);
  return [
    ...listRecords<InboxMessage>(state, 'mail', member.id).map((r) => r.data),
    ...seededMail(member),
  ]
    .map((m) => (readIds.has(m.messageId) ? { ...m, read: true } : m))
    .sort((a, b) => b.createdAt - a.createdAt);
}

const unread = (messages: InboxMessage[]) => messages.filter((x) => !x.read).length;

// ---------------------------------------------------------------------------------------------
// Feedback and complaints: what the member sent, newest first; player1 has a replied one seeded

type StoredFeedback = z.output<typeof FeedbackItem>;

function seededFeedback(member: MockMember): StoredFeedback[] {
  if (member.account !== 'player1') return [];
  const day = startOfTodayUtc();
  return [
    {
      feedbackId: 'FB-2',
      type: 'SUGGESTION',
      content: 'Please add more fishing games to the lobby.',
      images: [],
      createdAt: day - 2 * DAY + 10 * HOUR,
      status: 'PENDING',
      reply: null,
      repliedAt: null,
    },
    {
      feedbackId: 'FB-1',
      type: 'DEPOSIT',
      content: 'My deposit DP-3 failed but the money left my bank account.',
      images: [],
      createdAt: day - 3 * DAY + 8 * HOUR,
      status: 'REPLIED',
      reply:
        '<p>Thank you for your patience. The channel returned <strong>2,000.00</strong> to your bank account on the same day.</p>',
      repliedAt: day - 3 * DAY + 11 * HOUR,
    },
  ];
}

const feedbackOf = (state: MockState, member: MockMember): StoredFeedback[] =>
  [
    ...listRecords<StoredFeedback>(state, 'feedback', member.id).map((r) => r.data),
    ...seededFeedback(member),
  ].sort((a, b) => b.createdAt - a.createdAt);

export const memberInboxResolvers = defineResolvers({
  inboxUnread: ({ state, member }) => ({ unReadCount: unread(inboxOf(state, member!)) }),
  inboxMessages: ({ input, state, member }) => {
    const messages = inboxOf(state, member!);
    return { ...pageOf(messages, input.pageNo, input.pageSize), unReadCount: unread(messages) };
  },
  inboxRead: ({ input, state, db, member }) => {
    if (!input.all && input.messageIds.length === 0)
      return fail(ErrorCodes.badRequest, 'messageIds or all is required');
    const messages = inboxOf(state, member!);
    const known = new Set(messages.map((m) => m.messageId));
    const readIds = readIdsOf(state, member!);
    for (const m of messages) if (m.read) readIds.add(m.messageId);
    const marking = input.all ? [...known] : input.messageIds.filter((id) => known.has(id));
    for (const id of marking) readIds.add(id);
    putRecord(state, 'mail-read', member!.id, 'ids', [...readIds]);
    db.commit();
    return { unReadCount: messages.filter((m) => !readIds.has(m.messageId)).length };
  },
  feedback: ({ input, state, db, member }) => {
    if (member!.type === TRIAL_ACCOUNT_TYPE)
      return fail(ErrorCodes.trialAccount, 'in_need_true_account');
    for (const image of input.images ?? []) {
      // The prefix only: a pattern over a several-megabyte body overflows the regex engine.
      const data = /^data:image\/(png|jpe?g);base64,/i.exec(image);
      const isFile = !data && /\.(png|jpe?g)(\?[^?]*)?$/i.test(image);
      if (!data && !isFile) return fail(ErrorCodes.badRequest, 'Images must be png or jpg');
      if (data && Math.floor(((image.length - data[0].length) * 3) / 4) > MAX_IMAGE_BYTES)
        return fail(ErrorCodes.badRequest, 'Each image must be at most 5 MB');
    }
    const feedbackId = newOrderNo('FB');
    const stored: StoredFeedback = {
      feedbackId,
      type: input.type,
      content: input.content,
      images: input.images ?? [],
      createdAt: Date.now(),
      status: 'PENDING',
      reply: null,
      repliedAt: null,
    };
    addRecord(state, 'feedback', member!.id, stored, feedbackId);
    db.commit();
    return { feedbackId };
  },
  feedbackHistory: ({ input, state, member }) =>
    pageOf(feedbackOf(state, member!), input.pageNo, input.pageSize),
});
