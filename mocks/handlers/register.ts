/**
 * Registration, its SMS code, username and affiliate checks (spec 1 §4, §5, §7; api-facts).
 *
 * Like the platform: the username and password are checked against the registration rules, a
 * taken username or mobile number is refused, an SMS code (or the firebase id token of the
 * firebase variant) must match the last code sent to that number, an invitation code must be a
 * known affiliate, and a rejected anti-bot solution (scenario `challenge: 'fail'`) answers an
 * error code containing 'geetest'. The mock ties no captcha to a session: it checks the answer
 * when one is sent. Each registration is kept as a `registration` record (referral and affiliate
 * code, register URL, method, device id) and links the new member to the inviting agent.
 */
import type { RegisterPayload } from '../../src/api/contract/register';
import { mockNow } from '../../fixtures/clock';
import { AGENT_ACCOUNT_TYPES, ErrorCodes } from '../../src/api/contract/constants';
import type { FieldRule } from '../../src/api/contract/system';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { scenarioRegisterRules, type Scenario } from '../scenario';
import { defineResolvers, fail, type MockFailure } from './define';
import {
  MOCK_CAPTCHA_CODE,
  SMS_EXPIRY_MINUTES,
  checkSmsCode,
  issueSmsCode,
  newMember,
  openSession,
} from './auth-support';

/** The anti-bot service refused the solution (api-facts: the code contains "geetest"). */
export const GEETEST_ERROR_CODE = 'geetest.validate.fail';
/** Prefix of the mock firebase provider's id tokens (src/features/register/firebase.ts). */
const FIREBASE_TOKEN_PREFIX = 'mock-firebase';

/** An agent's invitation code: 'AG' and the last 4 digits of its id (agent01 is AG1002). */
export const agentCode = (member: Pick<MockMember, 'id'>) => `AG${String(member.id).slice(-4)}`;
const isAffiliateCode = (code: string) => /^AG\d{4}$/.test(code);
const findAgent = (state: MockState, code: string) =>
  state.members.find(
    (m) => (AGENT_ACCOUNT_TYPES as readonly number[]).includes(m.type) && agentCode(m) === code,
  ) ?? null;

function lengthText(rule: FieldRule) {
  const { minLength: min, maxLength: max } = rule;
  if (min && max) return min === max ? `${min} characters` : `${min} - ${max} characters`;
  if (max) return `at most ${max} characters`;
  if (min) return `at least ${min} characters`;
  return null;
}

/** Checks a value against a registration rule; the failure names the bounds. */
export function checkRule(
  rule: FieldRule | undefined,
  value: string | undefined,
  message: string,
): MockFailure | null {
  if (!rule) return null;
  if (!value) return rule.required ? fail(ErrorCodes.badRequest, message) : null;
  const tooShort = rule.minLength ? value.length < rule.minLength : false;
  const tooLong = rule.maxLength ? value.length > rule.maxLength : false;
  let badPattern = false;
  if (rule.acceptedPattern && rule.acceptedPattern !== '*') {
    try {
      badPattern = !new RegExp(rule.acceptedPattern, 'u').test(value);
    } catch {
      badPattern = false;
    }
  }
  if (!tooShort && !tooLong && !badPattern) return null;
  const bounds = lengthText(rule);
  return fail(ErrorCodes.badRequest, bounds ? `${message} (${bounds})` : message);
}

/** The username, password and its confirmation of a registration by username, by the rules. */
export function credentialsRefusal(
  rules: Record<string, FieldRule>,
  input: Pick<RegisterPayload, 'username' | 'password' | 'confirmPassword'>,
): MockFailure | null {
  const username = input.username?.trim() ?? '';
  const password = input.password?.trim() ?? '';
  if (!username || !password)
    return fail(ErrorCodes.badRequest, 'Please enter the username and password');
  const bad =
    checkRule({ ...rules.username!, required: true }, username, 'Account format is incorrect') ??
    checkRule({ ...rules.password!, required: true }, password, 'Password format is incorrect');
  if (bad) return bad;
  return password === input.confirmPassword?.trim()
    ? null
    : fail(ErrorCodes.badRequest, 'Confirmation password is not correct.');
}

const challengeRejected = (scenario: Scenario) =>
  scenario.challenge === 'fail'
    ? fail(GEETEST_ERROR_CODE, 'Please complete verification first')
    : null;

/** The SMS code, or the firebase id token of that number, of a registration. */
function checkPhoneProof(
  state: MockState,
  input: RegisterPayload,
  mobile: string,
): MockFailure | null {
  if (input.firebaseChannel === 'sms') {
    const expected = `${FIREBASE_TOKEN_PREFIX}:+${input.countryDialingCode ?? ''}${mobile}:`;
    return input.firebaseIdToken?.startsWith(expected)
      ? null
      : fail(ErrorCodes.invalidVerificationCode, 'Invalid verification code');
  }
  if (!input.verificationCode)
    return fail(ErrorCodes.invalidVerificationCode, 'Missing verification code');
  return checkSmsCode(state, input.countryDialingCode, mobile, input.verificationCode);
}

function checkCaptcha(input: RegisterPayload, flags: Record<string, boolean>): MockFailure | null {
  if (input.captcha === undefined || flags.CAPTCHA3 === false) return null;
  return input.captcha === MOCK_CAPTCHA_CODE
    ? null
    : fail(ErrorCodes.captchaWrong, 'Captcha check failed');
}

/** The inviting agent of an invitation code (field) or a referral code (URL). */
function resolveUpline(
  state: MockState,
  input: RegisterPayload,
): { upline: number | null; failure: MockFailure | null } {
  const affiliate = input.affiliateCode?.trim();
  if (affiliate && !isAffiliateCode(affiliate) && !findAgent(state, affiliate)) {
    return { upline: null, failure: fail(ErrorCodes.invalidAffiliate, 'Invalid invitation code') };
  }
  const code = affiliate || input.referralCode?.trim() || '';
  return { upline: code ? (findAgent(state, code)?.id ?? null) : null, failure: null };
}

function keepRecord(state: MockState, member: MockMember, input: RegisterPayload) {
  state.records.push({
    id: `registration-${member.id}`,
    kind: 'registration',
    memberId: member.id,
    at: mockNow(),
    data: {
      account: member.account,
      referralCode: input.referralCode ?? null,
      affiliateCode: input.affiliateCode ?? null,
      domain: input.domain ?? null,
      registerUrl: input.registerUrl ?? null,
      registerMethod: input.registerMethod,
      loginDeviceId: input.loginDeviceId ?? null,
      countryDialingCode: input.countryDialingCode ?? null,
      firebaseChannel: input.firebaseChannel ?? null,
    },
  });
}

export const registerResolvers = defineResolvers({
  registerRules: ({ fixtures, scenario }) =>
    scenarioRegisterRules(scenario, fixtures.system.REGISTER_RULES),
  register: ({ input, state, db, scenario, fixtures, flags }) => {
    const rules = fixtures.system.REGISTER_RULES;
    const rejected = challengeRejected(scenario);
    if (rejected) return rejected;
    const bad = credentialsRefusal(rules, input);
    if (bad) return bad;
    const username = input.username!.trim();
    const password = input.password!.trim();
    const captcha = checkCaptcha(input, flags);
    if (captcha) return captcha;
    if (state.members.some((m) => m.account.toLowerCase() === username.toLowerCase())) {
      return fail(ErrorCodes.usernameTaken, 'Username already exists');
    }
    const mobile = input.mobileNum?.trim();
    if (mobile) {
      const badMobile = checkRule(rules.mobileNum, mobile, 'Please enter a valid mobile number');
      if (badMobile) return badMobile;
      if (flags.REGMOBVERF3) {
        const proof = checkPhoneProof(state, input, mobile);
        if (proof) return proof;
      }
    }
    const { upline, failure } = resolveUpline(state, input);
    if (failure) return failure;
    const member = newMember(state, {
      account: username,
      password,
      email: input.email ?? '',
      mobile: mobile ?? '',
      countryDialingCode: input.countryDialingCode ?? '63',
      upline,
    });
    keepRecord(state, member, input);
    const session = openSession(state, member);
    db.commit();
    return { customerId: member.id, token: session.token, userName: member.account };
  },
  registerMobile: ({ input, state, db, scenario, fixtures, flags }) => {
    const rules = fixtures.system.REGISTER_RULES;
    const rejected = challengeRejected(scenario);
    if (rejected) return rejected;
    const mobile = input.mobileNum?.trim() ?? '';
    if (!mobile) return fail(ErrorCodes.badRequest, 'Please enter a valid mobile number');
    const badMobile = checkRule(
      { ...rules.mobileNum!, required: true },
      mobile,
      'Please enter a valid mobile number',
    );
    if (badMobile) return badMobile;
    const proof = checkPhoneProof(state, input, mobile);
    if (proof) return proof;
    const password = input.password?.trim() ?? '';
    if (password) {
      const badPassword = checkRule(rules.password, password, 'Password format is incorrect');
      if (badPassword) return badPassword;
      if (password !== input.confirmPassword?.trim())
        return fail(ErrorCodes.badRequest, 'Confirmation password is not correct.');
    }
    const captcha = checkCaptcha(input, flags);
    if (captcha) return captcha;
    const dialing = input.countryDialingCode ?? '63';
    if (state.members.some((m) => m.mobile === mobile && m.countryDialingCode === dialing)) {
      return fail(ErrorCodes.usernameTaken, 'Phone number already registered');
    }
    const { upline, failure } = resolveUpline(state, input);
    if (failure) return failure;
    // The platform generates the account number of a mobile registration.
    let account = `${dialing}${mobile.slice(-8)}`;
    while (state.members.some((m) => m.account === account)) account = `${account}1`;
    const member = newMember(state, {
      account,
      password,
      mobile,
      countryDialingCode: dialing,
      upline,
    });
    keepRecord(state, member, input);
    // The code is used up.
    state.smsCodes = state.smsCodes.filter(
      (c) => c.id !== `${input.countryDialingCode ?? ''}-${mobile}`,
    );
    const session = openSession(state, member);
    db.commit();
    return { customerId: member.id, token: session.token, userName: member.account };
  },
  registerSmsCode: ({ input, state, db, scenario, fixtures }) => {
    const rejected = challengeRejected(scenario);
    if (rejected) return rejected;
    const mobile = input.mobileNo.trim();
    if (checkRule({ ...fixtures.system.REGISTER_RULES.mobileNum!, required: true }, mobile, 'x')) {
      return fail(ErrorCodes.badRequest, 'Invalid phone number format');
    }
    issueSmsCode(state, input.countryDialingCode, mobile);
    db.commit();
    return { expiredMinutes: SMS_EXPIRY_MINUTES };
  },
  checkUsername: ({ input, state }) =>
    state.members.some((m) => m.account.toLowerCase() === input.username.toLowerCase())
      ? fail(ErrorCodes.usernameTaken, 'Username already exists')
      : true,
  affiliateCheck: ({ input, state }) => {
    const code = input.code.trim();
    return findAgent(state, code) || isAffiliateCode(code)
      ? true
      : fail(ErrorCodes.invalidAffiliate, 'Invalid invitation code');
  },
});
