/** Member centre: platform messages (inbox) and feedback (spec 2 §2, §3, §5). */
import { ErrorCodes } from '../../src/api/contract/constants';
import type { InboxMessage } from '../../src/api/contract/member';
import type { MockMember } from '../../fixtures/members';
import { startOfTodayUtc } from '../../fixtures/money';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import { addRecord, listRecords, newOrderNo, pageOf } from './records';

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

/** The seeded notices: the newest two unread (a trial account gets the welcome only). */
function seededMail(member: MockMember): InboxMessage[] {
  const day = startOfTodayUtc();
  const notice = (n: number, daysAgo: number, title: string, content: string, read: boolean) => ({
    messageId: `N${member.id}-${n}`,
    kind: 'NOTICE' as const,
    title,
    content,
    createdAt: day - daysAgo * 86_400_000 + 9 * 3_600_000,
    read,
    orderNo: null,
  });
  const welcome = notice(
    1,
    30,
    'Welcome to Lucky Portal',
    '<p>Thank you for joining. Your member centre keeps your wallet, records and messages.</p>',
    true,
  );
  if (member.type === 4) return [welcome];
  return [
    notice(
      3,
      1,
      'Weekend rebate boost',
      '<p>Rebates on <strong>live casino</strong> bets are doubled this weekend.</p>',
      false,
    ),
    notice(
      2,
      4,
      'Scheduled maintenance',
      '<p>The sportsbook is under maintenance on Tuesday from 02:00 to 04:00.</p>',
      false,
    ),
    welcome,
  ];
}

/** The member's messages, newest first. */
export const inboxOf = (state: MockState, member: MockMember): InboxMessage[] => [
  ...listRecords<InboxMessage>(state, 'mail', member.id).map((r) => r.data),
  ...seededMail(member),
];

const unread = (messages: InboxMessage[]) => messages.filter((x) => !x.read).length;

export const memberInboxResolvers = defineResolvers({
  inboxUnread: ({ state, member }) => ({ unReadCount: unread(inboxOf(state, member!)) }),
  inboxMessages: ({ input, state, member }) => {
    const messages = inboxOf(state, member!);
    return { ...pageOf(messages, input.pageNo, input.pageSize), unReadCount: unread(messages) };
  },
  feedback: ({ input, state, db, member }) => {
    for (const image of input.images ?? []) {
      const data = /^data:image\/(png|jpe?g);base64,(.*)$/i.exec(image);
      const isFile = /\.(png|jpe?g)(\?.*)?$/i.test(image);
      if (!data && !isFile) return fail(ErrorCodes.badRequest, 'Images must be png or jpg');
      if (data && Math.floor((data[2]!.length * 3) / 4) > MAX_IMAGE_BYTES)
        return fail(ErrorCodes.badRequest, 'Each image must be at most 5 MB');
    }
    const feedbackId = newOrderNo('FB');
    addRecord(state, 'feedback', member!.id, { ...input, feedbackId }, feedbackId);
    db.commit();
    return { feedbackId };
  },
});
