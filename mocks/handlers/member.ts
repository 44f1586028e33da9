/** Member centre: member info (spec 1 §7, spec 2 §2, §3). Profile, avatar and VIP ranks:
 * member-profile.ts; messages: member-messages.ts; feedback: member-feedback.ts; missions: member-missions.ts. */
import { defineResolvers } from './define';
import { memberProfileResolvers } from './member-profile';

export const memberResolvers = defineResolvers({
  memberInfo: ({ state, member }) => {
    const m = member!;
    return {
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      mobile: m.mobile ? `${m.mobile.slice(0, 3)}****${m.mobile.slice(-3)}` : null,
      regDate: m.regDate,
      toUpline: m.upline !== null,
      uplineAccount: state.members.find((x) => x.id === m.upline)?.account ?? null,
      clubLabel: m.clubLabel,
      memberLabel: m.memberLabel,
    };
  },
  ...memberProfileResolvers,
});
