/** Member centre: feedback and complaints (spec 2 §2, §3, §5). */
import type { z } from 'zod';
import { mockNow } from '../../fixtures/clock';
import { ErrorCodes } from '../../src/api/contract/constants';
import type { FeedbackItem } from '../../src/api/contract/member';
import type { MockMember } from '../../fixtures/members';
import { startOfTodayUtc } from '../../fixtures/money';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import { addRecord, listRecords, newOrderNo, pageOf } from './records';

/** Largest image of a feedback (spec 2 §5: 5 MB, png or jpg). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type StoredFeedback = z.output<typeof FeedbackItem>;

/** What player1 sent before: one replied, one awaiting a reply (others none). */
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

export const memberFeedbackResolvers = defineResolvers({
  feedback: ({ input, state, db, member }) => {
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
      createdAt: mockNow(),
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
