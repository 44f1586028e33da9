/** Member centre: profile, avatar, inbox, feedback, missions (spec 1 §7, spec 2 §2, §3, §5). */
import { ErrorCodes } from '../../src/api/contract/constants';
import type { Mission, MissionRank } from '../../src/api/contract/member';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import { defineResolvers, fail } from './define';
import { addRecord, newOrderNo } from './records';

/** Largest image of a feedback (spec 2 §5: 5 MB, png or jpg). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A member's missions: progress is derived from the member id, so it is stable per account. */
function missionsOf(fixtures: Fixtures, member: MockMember): Mission[] {
  return fixtures.content.missions.map((t, i) => {
    const share = i === 0 ? 10 : (member.id * 7 + i * 3) % 11; // tenths; logging in completes the first
    const progress = Math.min(t.target, Math.round((t.target * share) / 10));
    const done = progress >= t.target;
    const status: Mission['status'] = done
      ? (member.id + i) % 3 === 0
        ? 'CLAIMED'
        : 'COMPLETED'
      : 'IN_PROGRESS';
    return { ...t, progress, status };
  });
}

const mask = (account: string) => `${account.slice(0, 2)}***${account.slice(-1)}`;

export const memberResolvers = defineResolvers({
  memberInfo: ({ member }) => {
    const m = member!;
    return {
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      mobile: m.mobile ? `${m.mobile.slice(0, 3)}****${m.mobile.slice(-3)}` : null,
      regDate: m.regDate,
      toUpline: m.upline !== null,
      clubLabel: m.clubLabel,
      memberLabel: m.memberLabel,
    };
  },
  memberIcon: ({ member }) => ({ icon: `/cdn-a/avatars/${member!.id % 8}.svg` }),
  playerAvatar: ({ member }) => ({ avatar: `/cdn-a/avatars/${member!.id % 8}.svg` }),
  inboxUnread: ({ member }) => ({ unReadCount: (member!.id % 5) + 1 }),
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
  missionSummary: ({ fixtures, member }) => {
    const missions = missionsOf(fixtures, member!);
    return {
      missionCount: missions.filter((x) => x.status === 'IN_PROGRESS' || x.status === 'COMPLETED')
        .length,
      missions,
    };
  },
  missionLeaderboard: ({ input, fixtures, member }) => {
    const board = fixtures.content.missionLeaderboard;
    const last = board[board.length - 1];
    const m = member!;
    const mine: MissionRank | null =
      m.type === 4 || !last
        ? null
        : {
            rank: board.length + 1 + (m.id % 40),
            userName: mask(m.account),
            score: Math.max(0, last.score - 150 - (m.id % 40) * 37),
            reward: null,
          };
    const missions = fixtures.content.missions;
    return {
      periodStart: Math.min(...missions.map((x) => x.startTime)),
      periodEnd: Math.max(...missions.map((x) => x.endTime)),
      list: board.slice(0, input.size),
      mine,
    };
  },
});
