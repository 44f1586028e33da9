/** Member centre: platform messages, the inbox (spec 2 §2, §3, §5). */
import { ErrorCodes, TRIAL_ACCOUNT_TYPE } from '../../src/api/contract/constants';
import { mockNow } from '../../fixtures/clock';
import type { InboxMessage } from '../../src/api/contract/member';
import type { MockMember } from '../../fixtures/members';
import { startOfTodayUtc } from '../../fixtures/money';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import { addRecord, getRecord, listRecords, newOrderNo, pageOf, putRecord } from './records';

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
    createdAt: mockNow(),
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

export const memberMessagesResolvers = defineResolvers({
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
});
