/**
 * The security centre (spec 2 §2 securityCenter, §4): bound mobile and e-mail (each bound or changed
 * with a code the mock "sends": always MOCK_SMS_CODE), the payment password, linked social accounts;
 * active sessions and the login history (issue 30, inferred: session-model.ts).
 */
import { ErrorCodes, SessionErrorCodes, WalletErrorCodes } from '../../src/api/contract/constants';
import { mockNow } from '../../fixtures/clock';
import { SOCIAL_PROVIDERS } from '../../src/api/contract/account';
import type { FieldRule } from '../../src/api/contract/system';
import type { MockMember } from '../../fixtures/members';
import { defineResolvers, fail } from './define';
import { SMS_EXPIRY_MINUTES, checkSmsCode, issueSmsCode } from './auth-support';
import { authResolvers } from './auth';
import { activeSessions, loginHistory, recordingLogin, sessionRef } from './session-model';

/** Linking a provider a second time is refused (there is no unlink either). */
export const SOCIAL_LINKED_CODE = 'social.already.linked';
/** A mobile number or e-mail bound to another member. */
export const ALREADY_BOUND_CODE = 'contact.already.bound';

/** E-mail codes share the SMS code store, under their own key. */
const EMAIL_CODE_KEY = 'email';

const mask = (value: string, keep = 3) =>
  value.length <= keep * 2 ? value : `${value.slice(0, keep)}****${value.slice(-keep)}`;
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

/** The registration rule's pattern and lengths (the same numbers and e-mails as at sign-up). */
function breaks(rule: FieldRule | undefined, value: string) {
  if (!rule) return false;
  if (rule.minLength && value.length < rule.minLength) return true;
  if (rule.maxLength && value.length > rule.maxLength) return true;
  return rule.acceptedPattern ? !new RegExp(rule.acceptedPattern).test(value) : false;
}

const boundElsewhere = (members: MockMember[], me: MockMember, test: (m: MockMember) => boolean) =>
  members.some((m) => m.id !== me.id && test(m));

export const accountSecurityResolvers = defineResolvers({
  securityCenter: ({ member }) => {
    const m = member!;
    const linked = m.socialAccounts ?? [];
    return {
      account: m.account,
      mobile: m.mobile ? mask(m.mobile) : null,
      countryDialingCode: m.mobile ? m.countryDialingCode : null,
      mobileBound: Boolean(m.mobile),
      email: m.email ? maskEmail(m.email) : null,
      emailBound: Boolean(m.email),
      paymentPasswordSet: Boolean(m.paymentPassword),
      socialAccounts: SOCIAL_PROVIDERS.map((provider) => {
        const link = linked.find((l) => l.provider === provider);
        return link
          ? { provider, linked: true, displayName: link.displayName, linkedAt: link.linkedAt }
          : { provider, linked: false, displayName: null, linkedAt: null };
      }),
    };
  },
  bindSmsCode: ({ input, member, state, db, fixtures }) => {
    const m = member!;
    const mobile = input.mobileNum.trim();
    if (breaks(fixtures.system.REGISTER_RULES.mobileNum, mobile))
      return fail('phone.invalid', 'Invalid phone number format');
    issueSmsCode(state, input.countryDialingCode || m.countryDialingCode, mobile);
    db.commit();
    return { expiredMinutes: SMS_EXPIRY_MINUTES };
  },
  bindEmailCode: ({ input, state, db, fixtures }) => {
    const email = input.email.trim();
    if (breaks(fixtures.system.REGISTER_RULES.email, email))
      return fail('email.invalid', 'E-mail format is incorrect');
    issueSmsCode(state, EMAIL_CODE_KEY, email);
    db.commit();
    return { expiredMinutes: SMS_EXPIRY_MINUTES };
  },
  bindMobile: ({ input, member, state, db }) => {
    const m = member!;
    const mobile = input.mobileNum.trim();
    const dialing = input.countryDialingCode || m.countryDialingCode;
    const bad = checkSmsCode(state, dialing, mobile, input.verificationCode.trim());
    if (bad) return bad;
    if (boundElsewhere(state.members, m, (x) => x.mobile === mobile))
      return fail(ALREADY_BOUND_CODE, 'This mobile number is bound to another account');
    state.smsCodes = state.smsCodes.filter((c) => c.id !== `${dialing}-${mobile}`); // one use
    m.mobile = mobile;
    m.countryDialingCode = dialing;
    db.commit();
    return true;
  },
  bindEmail: ({ input, member, state, db }) => {
    const m = member!;
    const email = input.email.trim();
    const bad = checkSmsCode(state, EMAIL_CODE_KEY, email, input.verificationCode.trim());
    if (bad) return bad;
    if (boundElsewhere(state.members, m, (x) => x.email.toLowerCase() === email.toLowerCase()))
      return fail(ALREADY_BOUND_CODE, 'This e-mail is bound to another account');
    state.smsCodes = state.smsCodes.filter((c) => c.id !== `${EMAIL_CODE_KEY}-${email}`);
    m.email = email;
    db.commit();
    return true;
  },
  paymentPassword: ({ input, member, db, fixtures }) => {
    const m = member!;
    if (m.paymentPassword && input.oldPassword !== m.paymentPassword)
      return fail(WalletErrorCodes.wrongPassword, 'Payment password is incorrect');
    if (input.newPassword !== input.confirmNewPassword)
      return fail(ErrorCodes.badRequest, 'Confirmation password is not correct.');
    if (breaks(fixtures.system.REGISTER_RULES.paymentPassword, input.newPassword))
      return fail('password.format', 'Password format is incorrect');
    m.paymentPassword = input.newPassword;
    db.commit();
    return true;
  },
  socialLink: ({ input, member, db }) => {
    const m = member!;
    const linked = m.socialAccounts ?? [];
    if (linked.some((l) => l.provider === input.provider))
      return fail(SOCIAL_LINKED_CODE, 'This social account is already linked');
    m.socialAccounts = [
      ...linked,
      {
        provider: input.provider,
        displayName: `${m.account}@social.example`,
        linkedAt: mockNow(),
      },
    ];
    db.commit();
    return true;
  },

  securitySessions: ({ state, member, token, scenario }) => ({
    list: activeSessions(state, member!.id, token, scenario),
  }),
  endSession: ({ input, state, member, token, db }) => {
    const session = state.sessions.find(
      (s) => s.memberId === member!.id && sessionRef(s) === input.sessionId,
    );
    if (!session) return fail(SessionErrorCodes.notFound, 'This session has already ended');
    if (session.id === token)
      return fail(SessionErrorCodes.current, 'This is the session you are using: log out instead');
    state.sessions = state.sessions.filter((s) => s !== session);
    db.commit();
    return true;
  },
  endOtherSessions: ({ state, member, token, db }) => {
    const before = state.sessions.length;
    state.sessions = state.sessions.filter((s) => s.memberId !== member!.id || s.id === token);
    db.commit();
    return { ended: before - state.sessions.length };
  },
  loginHistory: ({ state, member }) => ({ list: loginHistory(state, member!) }),
});

/**
 * The login resolvers with the security centre's records (issue 30): each session they open
 * learns its device, browser, IP and country, and each attempt of a known account goes into its
 * login history (a time-out or self-exclusion refusal as BLOCKED). Listed after the auth
 * resolvers (handlers/index.ts), so whatever the login resolver refuses is recorded.
 */
export const loginRecorders = defineResolvers({
  login: recordingLogin(authResolvers.login, {
    history: true,
    memberOf: ({ input, state }) =>
      input.type === 'sms'
        ? state.members.find((m) => m.mobile === input.username)
        : state.members.find((m) => m.account === input.username),
  }),
  loginVerify: recordingLogin(authResolvers.loginVerify, { history: true }),
  freePlayLogin: recordingLogin(authResolvers.freePlayLogin, { history: false }),
});
