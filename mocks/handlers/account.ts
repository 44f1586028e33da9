/** Change password, forgotten password by email or phone (spec 1 §2.12, §7); the security centre
 * in account-security.ts. */
import { ErrorCodes } from '../../src/api/contract/constants';
import { mockNow } from '../../fixtures/clock';
import { defineResolvers, fail } from './define';
import { SMS_EXPIRY_MINUTES, checkSmsCode, issueSmsCode, openSession } from './auth-support';
import { accountSecurityResolvers } from './account-security';

export const accountResolvers = defineResolvers({
  changePassword: ({ input, member, db }) => {
    const m = member!;
    if (input.newPassword !== input.confirmNewPassword)
      return fail(ErrorCodes.badRequest, 'Confirmation password is not correct.');
    if (input.oldPassword !== undefined && input.oldPassword !== m.password)
      return fail(ErrorCodes.badRequest, 'The old password is incorrect');
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
    const m = state.members.find((x) => x.mobile === input.mobileNum);
    if (!m) return fail(ErrorCodes.notFound, 'Please enter a valid phone number.');
    // The country code is optional (spec 1 §2.12): without it, the member's own one.
    issueSmsCode(state, input.countryDialingCode || m.countryDialingCode, input.mobileNum);
    db.commit();
    return { expirationTime: mockNow() + SMS_EXPIRY_MINUTES * 60_000 };
  },
  forgotPasswordPhone: ({ input, state, db }) => {
    const m = state.members.find((x) => x.mobile === input.mobileNum);
    if (!m) return fail(ErrorCodes.notFound, 'Please enter a valid phone number.');
    const bad = checkSmsCode(
      state,
      input.countryDialingCode || m.countryDialingCode,
      input.mobileNum,
      input.verificationCode,
    );
    if (bad) return bad;
    state.smsCodes = state.smsCodes.filter((c) => !c.id.endsWith(`-${input.mobileNum}`)); // one use
    m.password = input.newPassword;
    m.passwordExpired = false;
    const value = openSession(state, m);
    db.commit();
    return value;
  },
  ...accountSecurityResolvers,
});
