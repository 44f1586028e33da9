/**
 * Change password and forgotten password by email or phone (spec 1 §2.12, §7); the security centre
 * (spec 2 §2 securityCenter, §4: bound mobile and email, payment password, linked social accounts).
 */

import { z } from 'zod';
import { endpoint, NoParams, Ok, REAL_ACCOUNT_ONLY, Timestamp } from './define';
import { ChallengeFields, LoginValue, SmsCodeValue } from './auth';
import { LOGIN_HISTORY_SIZE, LOGIN_OUTCOMES, SESSIONS_FLAG } from './constants';

export const ForgotCodeValue = z.object({ expirationTime: z.number().int() }).loose();

/** The social accounts a member can link (the login popup's social sign-in, spec 1 §2.4). */
export const SOCIAL_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** One provider of the security centre: linked (for good: there is no unlink) or not. */
export const SocialAccount = z
  .object({
    provider: z.enum(SOCIAL_PROVIDERS),
    linked: z.boolean(),
    /** The linked account's name at the provider (e-mail or display name), masked or not. */
    displayName: z.string().nullish(),
    linkedAt: Timestamp.nullish(),
  })
  .loose();
export type SocialAccount = z.infer<typeof SocialAccount>;

/** What the security centre shows: the account, what is bound and what is set. */
export const SecurityCenterValue = z
  .object({
    account: z.string(),
    /** The bound mobile number, masked (`917****001`); null when none is bound. */
    mobile: z.string().nullish(),
    countryDialingCode: z.string().nullish(),
    mobileBound: z.boolean(),
    /** The bound e-mail, masked (`pl***@example.com`); null when none is bound. */
    email: z.string().nullish(),
    emailBound: z.boolean(),
    paymentPasswordSet: z.boolean(),
    socialAccounts: z.array(SocialAccount),
  })
  .loose();
export type SecurityCenterValue = z.infer<typeof SecurityCenterValue>;

const SECURITY_INFERRED =
  'the spec names the security centre only (spec 2 §2, §4): path and shape inferred';

// ---------------------------------------------------------------------------------------------
// Active sessions and login history (issue 30, OWASP ASVS V3.3.3-V3.3.4): beyond the spec, every
// call inferred, behind its own module flag (SECSESSION3).

/** One open session of the member: where it is and when it was last used. */
export const ActiveSession = z
  .object({
    /** The session's public id (never its token). */
    sessionId: z.string().min(1),
    /** The device the login came from ('iPhone', 'Windows desktop'); null when not told. */
    device: z.string().nullish(),
    browser: z.string().nullish(),
    ip: z.string(),
    country: z.string().nullish(),
    loginTime: Timestamp,
    lastActiveTime: Timestamp,
    /** The session making this call. */
    current: z.boolean(),
  })
  .loose();
export type ActiveSession = z.infer<typeof ActiveSession>;

export const SessionsValue = z.object({ list: z.array(ActiveSession) }).loose();
export type SessionsValue = z.infer<typeof SessionsValue>;

/** One login attempt of the account, whatever its outcome. */
export const LoginRecord = z
  .object({
    loginTime: Timestamp,
    ip: z.string(),
    country: z.string().nullish(),
    outcome: z.enum(LOGIN_OUTCOMES),
  })
  .loose();
export type LoginRecord = z.infer<typeof LoginRecord>;

export const LoginHistoryValue = z
  .object({ list: z.array(LoginRecord).max(LOGIN_HISTORY_SIZE) })
  .loose();
export type LoginHistoryValue = z.infer<typeof LoginHistoryValue>;

const SESSIONS_INFERRED =
  'beyond the spec (issue 30: OWASP ASVS V3.3.3-V3.3.4); path, shape and module SECSESSION3 inferred';

const sessionEndpoints = {
  securitySessions: endpoint({
    method: 'GET',
    path: '/wps/member/security/sessions',
    module: SESSIONS_FLAG,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: NoParams,
    response: SessionsValue,
    sample: {},
    spec: ['spec2-2'],
    inferred: SESSIONS_INFERRED,
    summary: 'Active sessions of the member (the current one marked)',
  }),
  endSession: endpoint({
    method: 'POST',
    path: '/wps/member/security/sessions/end',
    module: SESSIONS_FLAG,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    request: z.object({ sessionId: z.string().min(1) }),
    response: Ok,
    sample: { sessionId: 'S-1001-1' },
    spec: ['spec2-2'],
    inferred: `${SESSIONS_INFERRED}; its token answers 401 at once; the current session is refused (session.current: log out instead)`,
    effects: ['endsOtherSessions'],
    summary: 'End one other session of the member',
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/wps/member/security/sessions/end-others',
    module: SESSIONS_FLAG,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    request: NoParams,
    response: z.object({ ended: z.number().int().nonnegative() }).loose(),
    sample: {},
    spec: ['spec2-2'],
    inferred: `${SESSIONS_INFERRED}; answers how many sessions ended`,
    effects: ['endsOtherSessions'],
    summary: 'End every session of the member but the current one',
  }),
  loginHistory: endpoint({
    method: 'GET',
    path: '/wps/member/security/login-history',
    module: SESSIONS_FLAG,
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: NoParams,
    response: LoginHistoryValue,
    sample: {},
    spec: ['spec2-2'],
    inferred: `${SESSIONS_INFERRED}; the last ${LOGIN_HISTORY_SIZE} logins, newest first`,
    summary: 'Login history: the last 30 logins with their outcome',
  }),
} as const;

export const accountEndpoints = {
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    module: 'PASS3',
    writes: true,
    token: true,
    encrypt: true,
    request: z.object({
      oldPassword: z.string().optional(),
      newPassword: z.string().min(1),
      confirmNewPassword: z.string().min(1),
    }),
    response: Ok,
    sample: { oldPassword: 'pass1234', newPassword: 'pass1234', confirmNewPassword: 'pass1234' },
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Change password',
  }),
  forgotPasswordEmail: endpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    module: 'COMM3',
    writes: true,
    form: true,
    request: z.object({ username: z.string().min(1), email: z.string().min(1) }),
    response: Ok,
    sample: { username: 'player1', email: 'player1@example.com' },
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Forgot password by email (form-encoded)',
  }),
  forgotPasswordCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/password',
    module: 'CHNGPASSVERIF3',
    writes: true,
    request: ChallengeFields.extend({
      mobileNum: z.string().min(1),
      countryDialingCode: z.string().optional(),
    }),
    response: ForgotCodeValue,
    sample: { mobileNum: '9170000001', countryDialingCode: '63' },
    spec: ['spec1-3', 'spec1-4'],
    inferred: 'path not shown; response value.expirationTime is documented',
    summary: 'Forgot-password SMS code',
  }),
  forgotPasswordPhone: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    module: 'CHNGPASSVERIF3',
    writes: true,
    encrypt: true,
    request: ChallengeFields.extend({
      newPassword: z.string().min(1),
      mobileNum: z.string().min(1),
      verificationCode: z.string().min(1),
      countryDialingCode: z.string().optional(),
    }),
    response: z.union([LoginValue, z.boolean(), z.null()]).optional(),
    sample: {
      newPassword: 'pass1234',
      mobileNum: '9170000001',
      verificationCode: '123456',
      countryDialingCode: '63',
    },
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Set password by phone',
  }),
  securityCenter: endpoint({
    method: 'GET',
    path: '/wps/member/security',
    module: 'COMM3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request: NoParams,
    response: SecurityCenterValue,
    sample: {},
    spec: ['spec2-2', 'spec2-4'],
    inferred: SECURITY_INFERRED,
    summary: 'Security centre: account, bound mobile and e-mail, payment password, social accounts',
  }),
  bindSmsCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/bind',
    module: 'COMM3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    request: z.object({
      mobileNum: z.string().min(1),
      countryDialingCode: z.string().optional(),
    }),
    response: SmsCodeValue,
    sample: { mobileNum: '9170000099', countryDialingCode: '63' },
    spec: ['spec2-2', 'spec1-9'],
    inferred: 'like the other /wps/verification/sms/* calls (expiredMinutes); path inferred',
    summary: 'SMS code to bind or change the mobile number',
  }),
  bindEmailCode: endpoint({
    method: 'POST',
    path: '/wps/verification/email/bind',
    module: 'COMM3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    request: z.object({ email: z.string().min(1) }),
    response: SmsCodeValue,
    sample: { email: 'player1.new@example.com' },
    spec: ['spec2-2'],
    inferred: 'the e-mail twin of the SMS code call (expiredMinutes); path inferred',
    summary: 'E-mail code to bind or change the e-mail',
  }),
  bindMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/security/mobile',
    module: 'COMM3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    request: z.object({
      mobileNum: z.string().min(1),
      countryDialingCode: z.string().optional(),
      verificationCode: z.string().min(1).max(255),
    }),
    response: Ok,
    sample: { mobileNum: '9170000001', countryDialingCode: '63', verificationCode: '123456' },
    spec: ['spec2-2'],
    inferred: SECURITY_INFERRED,
    summary: 'Bind or change the mobile number with its SMS code',
  }),
  bindEmail: endpoint({
    method: 'PUT',
    path: '/wps/member/security/email',
    module: 'COMM3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    request: z.object({
      email: z.string().min(1),
      verificationCode: z.string().min(1).max(255),
    }),
    response: Ok,
    sample: { email: 'player1@example.com', verificationCode: '123456' },
    spec: ['spec2-2'],
    inferred: SECURITY_INFERRED,
    summary: 'Bind or change the e-mail with its code',
  }),
  paymentPassword: endpoint({
    method: 'PUT',
    path: '/wps/member/security/payment-password',
    module: 'COMM3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    encrypt: true,
    request: z.object({
      /** Required once a payment password is set (a wrong one: password.invalid). */
      oldPassword: z.string().optional(),
      newPassword: z.string().min(1),
      confirmNewPassword: z.string().min(1),
    }),
    response: Ok,
    sample: { oldPassword: 'pay1234', newPassword: '246810', confirmNewPassword: '246810' },
    spec: ['spec2-2', 'spec1-5'],
    inferred: SECURITY_INFERRED,
    summary: 'Set or change the payment (transaction) password',
  }),
  socialLink: endpoint({
    method: 'POST',
    path: '/wps/member/security/social',
    module: 'COMM3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    request: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
    response: Ok,
    sample: { provider: 'GOOGLE' },
    spec: ['spec2-4'],
    inferred:
      'path inferred; a real platform would also take the provider sign-in result. Irreversible: there is no unlink call',
    summary: 'Link a social account (irreversible)',
  }),
  ...sessionEndpoints,
} as const;
