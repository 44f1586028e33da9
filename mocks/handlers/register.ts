/** Registration, its SMS code, username and affiliate checks (spec 1 §7). */
import { ErrorCodes } from '../../src/api/contract/define';
import { defineResolvers, fail } from './define';
import { SMS_EXPIRY_MINUTES, checkSmsCode, issueSmsCode, newMember, openSession } from './auth-support';

export const registerResolvers = defineResolvers({
  register: ({ input, state, db, scenario }) => {
    if (!input.username || !input.password) return fail(ErrorCodes.badRequest, 'Please enter the username and password', { status: 400 });
    if (input.password !== input.confirmPassword) return fail(ErrorCodes.badRequest, 'Confirmation password is not correct.');
    if (state.members.some((m) => m.account === input.username)) return fail(ErrorCodes.usernameTaken, 'Username already exists');
    if (input.affiliateCode && !/^AG\d{4}$/.test(input.affiliateCode)) return fail(ErrorCodes.invalidAffiliate, 'Invalid invitation code');
    void scenario;
    const member = newMember(state, { account: input.username, password: input.password, email: input.email ?? '', mobile: input.mobileNum ?? '' });
    const session = openSession(state, member);
    db.commit();
    return { customerId: member.id, token: session.token, userName: member.account };
  },
  registerMobile: ({ input, state, db }) => {
    if (!input.mobileNum || !input.verificationCode) return fail(ErrorCodes.badRequest, 'Please enter a valid mobile number', { status: 400 });
    const bad = checkSmsCode(state, input.countryDialingCode, input.mobileNum, input.verificationCode);
    if (bad) return bad;
    if (state.members.some((m) => m.mobile === input.mobileNum)) return fail(ErrorCodes.usernameTaken, 'Phone number already registered');
    const account = `m${input.mobileNum.slice(-8)}`;
    const member = newMember(state, { account, password: input.password ?? '', mobile: input.mobileNum, countryDialingCode: input.countryDialingCode ?? '63' });
    const session = openSession(state, member);
    db.commit();
    return { customerId: member.id, token: session.token, userName: member.account };
  },
  registerSmsCode: ({ input, state, db }) => {
    issueSmsCode(state, input.countryDialingCode, input.mobileNo);
    db.commit();
    return { expiredMinutes: SMS_EXPIRY_MINUTES };
  },
  checkUsername: ({ input, state }) =>
    state.members.some((m) => m.account === input.username)
      ? fail(ErrorCodes.usernameTaken, 'Username already exists')
      : true,
  affiliateCheck: ({ input, state }) => {
    const agent = state.members.find((m) => [1, 2, 41, 42].includes(m.type) && `AG${String(m.id).slice(-4)}` === input.code);
    return agent || /^AG\d{4}$/.test(input.code) ? true : fail(ErrorCodes.invalidAffiliate, 'Invalid invitation code');
  },
});
