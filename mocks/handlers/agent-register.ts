/** Agent centre, the registration centre (spec 2 §2): register a downline, its list, the invitation. */
import { ErrorCodes } from '../../src/api/contract/constants';
import { registeredBySeed } from '../../fixtures/agent-team';
import { defineResolvers, fail } from './define';
import { pageOf } from './records';
import { agentCode, checkRule, credentialsRefusal } from './register';
import { newMember } from './auth-support';
import { agentRefusal, teamOf } from './agent-team-model';

export const agentRegisterResolvers = defineResolvers({
  downlineRegister: ({ input, state, db, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const rules = fixtures.system.REGISTER_RULES;
    const bad = credentialsRefusal(rules, input);
    if (bad) return bad;
    const username = input.username!.trim();
    const password = input.password!.trim();
    const mobile = input.mobileNum?.trim() || undefined;
    const email = input.email?.trim() || undefined;
    const payee = input.payeeName?.trim() || undefined;
    const optional =
      (mobile && checkRule(rules.mobileNum, mobile, 'Please enter a valid mobile number')) ||
      (email && checkRule(rules.email, email, 'Please enter a valid email')) ||
      (payee && checkRule(rules.payeeName, payee, 'Please enter a valid real name')) ||
      null;
    if (optional) return optional;
    const taken = (a: string) => a.toLowerCase() === username.toLowerCase();
    if (
      state.members.some((m) => taken(m.account)) ||
      teamOf(state, fixtures, agent).byAccount.has(username.toLowerCase())
    )
      return fail(ErrorCodes.usernameTaken, 'Username already exists');
    const created = newMember(state, {
      account: username,
      password,
      email: email ?? '',
      mobile: mobile ?? '',
      countryDialingCode: input.countryDialingCode ?? '63',
      upline: agent.id,
      paymentPassword: input.paymentPassword?.trim() || null,
    });
    state.records.push({
      id: `registration-${created.id}`,
      kind: 'registration',
      memberId: created.id,
      at: created.regDate,
      data: { account: created.account, registeredBy: agent.id, registerMethod: 'AGENT' },
    });
    db.commit();
    return {
      customerId: created.id,
      account: created.account,
      uplineAccount: agent.account,
      registeredAt: created.regDate,
    };
  },

  registeredDownlines: ({ input, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const live = state.records
      .filter(
        (r) =>
          r.kind === 'registration' &&
          (r.data as { registeredBy?: number }).registeredBy === agent.id,
      )
      .sort((a, b) => b.at - a.at)
      .flatMap((r) => state.members.filter((m) => m.id === r.memberId));
    const seeded = fixtures.members
      .filter((m) => m.upline === agent.id)
      .filter((_, i) => registeredBySeed(i))
      .flatMap((s) => state.members.filter((m) => m.id === s.id));
    const rows = [...live, ...seeded].map((m) => ({
      account: m.account,
      registeredAt: m.regDate,
      balance: m.balance,
    }));
    return pageOf(rows, input.pageNo, input.pageSize);
  },

  agentInvite: ({ origin, state, fixtures, member }) => {
    const agent = member!;
    const refused = agentRefusal(agent);
    if (refused) return refused;
    const code = agentCode(agent);
    const registered = state.records.filter(
      (r) =>
        r.kind === 'registration' &&
        (r.data as { registeredBy?: number }).registeredBy === agent.id,
    ).length;
    const seeded = fixtures.members
      .filter((m) => m.upline === agent.id)
      .filter((_, i) => registeredBySeed(i)).length;
    return {
      inviteCode: code,
      inviteUrl: `${origin}/register?referralCode=${code}`,
      directCount: teamOf(state, fixtures, agent).members.filter((m) => m.level === 1).length,
      registeredCount: registered + seeded,
    };
  },
});
