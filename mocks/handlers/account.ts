/** Free play, logout, passwords, language, payload key (spec 1 §7). */
import { ErrorCodes } from '../../src/api/contract/define';
import { defineResolvers, fail } from './define';
import { SMS_EXPIRY_MINUTES, checkSmsCode, issueSmsCode, newMember, openSession } from './auth-support';

export const accountResolvers = defineResolvers({
  rsaKey: () =>
    'a5261939975948bb7a58dffe5ff54e65f0498f9175f5a09288810b8975871e99af3b5dd94057b0fc07535f5f97444504fa35169d461d0d30cf0192e307727c065168c788771c561a9400fb49175e9e6aa4e23fe11af69e9412dd23b0cb6684c4c2429bce139e848ab26d0829073351f4acd36074eafd036a5eb83359d2a698d3',
  freePlayLogin: ({ state, db }) => {
    const member = newMember(state, { account: `guest${Math.floor(Math.random() * 1e6)}`, type: 4, balance: 2000, firstTimeLogin: false });
    const value = openSession(state, member);
    db.commit();
    return value;
  },
  logout: ({ state, db, token }) => {
    state.sessions = state.sessions.filter((s) => s.id !== token);
    db.commit();
    return true;
  },
  changePassword: ({ input, member, db }) => {
    const m = member!;
    if (input.newPassword !== input.confirmNewPassword) return fail(ErrorCodes.badRequest, 'Confirmation password is not correct.');
    if (input.oldPassword !== undefined && input.oldPassword !== m.password) return fail(ErrorCodes.badRequest, 'Password format is incorrect');
    m.password = input.newPassword;
    m.passwordExpired = false;
    m.firstTimeLogin = false;
    db.commit();
    return true;
  },
  forgotPasswordEmail: ({ input, state }) => {
    const m = state.members.find((x) => x.account === input.username && x.email === input.email);
    return m ? true : fail(ErrorCodes.notFound, 'Username/Email does not exist');
  },
  forgotPasswordCode: ({ input, state, db }) => {
    if (!state.members.some((m) => m.mobile === input.mobileNum)) return fail(ErrorCodes.notFound, 'Please enter a valid phone number.');
    issueSmsCode(state, input.countryDialingCode, input.mobileNum);
    db.commit();
    return { expirationTime: Date.now() + SMS_EXPIRY_MINUTES * 60_000 };
  },
  forgotPasswordPhone: ({ input, state, db }) => {
    const m = state.members.find((x) => x.mobile === input.mobileNum);
    if (!m) return fail(ErrorCodes.notFound, 'Please enter a valid phone number.');
    const bad = checkSmsCode(state, input.countryDialingCode ?? m.countryDialingCode, input.mobileNum, input.verificationCode);
    if (bad) return bad;
    m.password = input.newPassword;
    const value = openSession(state, m);
    db.commit();
    return value;
  },
  updateLanguage: ({ input, member, db }) => {
    member!.language = input.language.toUpperCase();
    db.commit();
    return true;
  },
});
