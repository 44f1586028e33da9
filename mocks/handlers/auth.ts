import { ErrorCodes } from '../../src/api/contract/define';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';

/** Every SMS code the mock sends is this one (documented in mocks/README.md). */
export const MOCK_SMS_CODE = '123456';
/** The code the mock's captcha image asks for (documented in mocks/README.md). */
export const MOCK_CAPTCHA_CODE = '1234';
/** Failed logins of one username after which the captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
const SMS_EXPIRY_MINUTES = 1;

/** A 1x1 PNG; the auth issue replaces it with a rendered digit image. */
const CAPTCHA_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const newToken = () => `tk_${crypto.randomUUID().replace(/-/g, '')}`;

function openSession(state: MockState, member: MockMember) {
  const token = newToken();
  state.sessions.push({ id: token, memberId: member.id, createdAt: Date.now() });
  return {
    token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
  };
}

const smsKey = (dialing: string | undefined, mobile: string) => `${dialing ?? ''}-${mobile}`;

function issueSmsCode(state: MockState, dialing: string | undefined, mobile: string) {
  const id = smsKey(dialing, mobile);
  state.smsCodes = state.smsCodes.filter((c) => c.id !== id);
  state.smsCodes.push({ id, code: MOCK_SMS_CODE, expiresAt: Date.now() + SMS_EXPIRY_MINUTES * 60_000 });
}

function checkSmsCode(state: MockState, dialing: string | undefined, mobile: string, code: string) {
  const entry = state.smsCodes.find((c) => c.id === smsKey(dialing, mobile));
  if (!entry) return fail(ErrorCodes.invalidVerificationCode, 'Missing verification code');
  if (entry.expiresAt < Date.now()) return fail(ErrorCodes.invalidVerificationCode, 'Code expired, please send again');
  if (entry.code !== code) return fail(ErrorCodes.invalidVerificationCode, 'Invalid verification code');
  return null;
}

function newMember(state: MockState, fields: Partial<MockMember> & { account: string }): MockMember {
  const id = Math.max(0, ...state.members.map((m) => m.id)) + 1;
  const member: MockMember = {
    id,
    password: '',
    nickname: fields.account,
    type: 0,
    mobile: '',
    countryDialingCode: '63',
    email: '',
    regDate: Date.now(),
    balance: 0,
    currency: 'PHP',
    upline: null,
    passwordExpired: false,
    firstTimeLogin: true,
    failedLogins: 0,
    language: 'TY',
    clubLabel: null,
    memberLabel: [],
    ...fields,
  };
  state.members.push(member);
  return member;
}

export const authResolvers = defineResolvers({
  rsaKey: () =>
    'a5261939975948bb7a58dffe5ff54e65f0498f9175f5a09288810b8975871e99af3b5dd94057b0fc07535f5f97444504fa35169d461d0d30cf0192e307727c065168c788771c561a9400fb49175e9e6aa4e23fe11af69e9412dd23b0cb6684c4c2429bce139e848ab26d0829073351f4acd36074eafd036a5eb83359d2a698d3',

  login: ({ input, state, db, scenario }) => {
    const member =
      input.type === 'sms'
        ? state.members.find((m) => m.mobile === input.username)
        : state.members.find((m) => m.account === input.username);
    if (input.type === 'sms') {
      if (!member) return fail(ErrorCodes.loginFailed, 'Username/Email does not exist');
      const bad = checkSmsCode(state, input.countryDialingCode ?? member.countryDialingCode, input.username, input.password);
      if (bad) return bad;
    } else {
      const needsCaptcha = scenario.captchaAlways || (member?.failedLogins ?? 0) >= CAPTCHA_AFTER_FAILURES;
      if (needsCaptcha && !input.captcha) {
        return fail(ErrorCodes.captchaRequired, 'Please enter the captcha', { value: { captcha: true } });
      }
      if (needsCaptcha && input.captcha !== MOCK_CAPTCHA_CODE) {
        return fail(ErrorCodes.captchaWrong, 'Captcha check failed', { value: { captcha: true } });
      }
      if (!member || member.password !== input.password) {
        if (member) member.failedLogins += 1;
        db.commit();
        const captcha = scenario.captchaAlways || (member?.failedLogins ?? 0) >= CAPTCHA_AFTER_FAILURES;
        return fail(ErrorCodes.loginFailed, 'Incorrect username or password', { value: { captcha } });
      }
    }
    member.failedLogins = 0;
    const value = openSession(state, member);
    db.commit();
    return value;
  },

  smsLoginCode: ({ input, state, db }) => {
    issueSmsCode(state, input.countryDialingCode, input.mobileNum);
    db.commit();
    return { expiredMinutes: SMS_EXPIRY_MINUTES };
  },

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

  captcha: () => CAPTCHA_PNG,

  updateLanguage: ({ input, member, db }) => {
    member!.language = input.language.toUpperCase();
    db.commit();
    return true;
  },

  chatUrl: ({ input, member }) =>
    member!.type === 4
      ? fail(ErrorCodes.trialAccount, 'in_please_information')
      : { chatUrl: `/__mock/pages/chat?lang=${encodeURIComponent(input.language)}&title=${encodeURIComponent(input.title)}` },

  chatUnread: ({ member }) => ({ unReadCount: member!.id % 5 }),
});
