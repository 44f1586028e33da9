/** What the authentication resolvers share: sessions, SMS codes, new members. */
import { ErrorCodes } from '../../src/api/contract/define';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { fail } from './define';

/** Every SMS code the mock sends is this one (documented in mocks/README.md). */
export const MOCK_SMS_CODE = '123456';
/** The code the mock's captcha image asks for (documented in mocks/README.md). */
export const MOCK_CAPTCHA_CODE = '1234';
/** Failed logins of one username after which the captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const SMS_EXPIRY_MINUTES = 1;

/** A 1x1 PNG; the auth issue replaces it with a rendered digit image. */
export const CAPTCHA_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const newToken = () => `tk_${crypto.randomUUID().replace(/-/g, '')}`;

export function openSession(state: MockState, member: MockMember) {
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

export function issueSmsCode(state: MockState, dialing: string | undefined, mobile: string) {
  const id = smsKey(dialing, mobile);
  state.smsCodes = state.smsCodes.filter((c) => c.id !== id);
  state.smsCodes.push({ id, code: MOCK_SMS_CODE, expiresAt: Date.now() + SMS_EXPIRY_MINUTES * 60_000 });
}

export function checkSmsCode(state: MockState, dialing: string | undefined, mobile: string, code: string) {
  const entry = state.smsCodes.find((c) => c.id === smsKey(dialing, mobile));
  if (!entry) return fail(ErrorCodes.invalidVerificationCode, 'Missing verification code');
  if (entry.expiresAt < Date.now()) return fail(ErrorCodes.invalidVerificationCode, 'Code expired, please send again');
  if (entry.code !== code) return fail(ErrorCodes.invalidVerificationCode, 'Invalid verification code');
  return null;
}

export function newMember(state: MockState, fields: Partial<MockMember> & { account: string }): MockMember {
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

