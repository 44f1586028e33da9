/** Login (username or SMS code), captcha and anti-bot challenge, free play, logout, payload key (spec 1 §4, §7). */

import { z } from 'zod';
import { endpoint, NoParams, Ok } from './define';

/** Fields a real anti-bot challenge adds to a request; optional so the mock can skip it. */
export const ChallengeFields = z.object({
  lot_number: z.string().optional(),
  captcha_output: z.string().optional(),
  pass_token: z.string().optional(),
  gen_time: z.string().optional(),
});

export const LoginRequest = ChallengeFields.extend({
  username: z.string().min(1),
  password: z.string().min(1),
  captcha: z.string().optional(),
  type: z.enum(['username', 'sms']),
  countryDialingCode: z.string().optional(),
  loginDeviceId: z.string().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginValue = z
  .object({
    token: z.string(),
    id: z.union([z.string(), z.number()]),
    userName: z.string(),
    customerType: z.number().int().nullish(),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
  })
  .loose();
export type LoginValue = z.infer<typeof LoginValue>;

/**
 * The login side rule (spec 2 §4): a login from an unregistered IP is verified before the session
 * opens, by a code sent to the bound mobile or email, the bound bank account's name, or an
 * authenticator app's code.
 */
export const LOGIN_CHECK_METHODS = ['SMS', 'EMAIL', 'BANK_NAME', 'AUTHENTICATOR'] as const;
export type LoginCheckMethod = (typeof LOGIN_CHECK_METHODS)[number];

/** What a login that needs the side rule answers (inferred: the spec names the rule only). */
export const LoginVerification = z
  .object({
    /** Names this login attempt in the verification calls; it expires. */
    ticket: z.string().min(1),
    method: z.enum(LOGIN_CHECK_METHODS),
    /** Where the code goes (masked mobile or email), for SMS and EMAIL. */
    target: z.string().nullish(),
    /** Seconds the ticket stays valid. */
    expiresIn: z.number().int().positive(),
  })
  .loose();
export type LoginVerification = z.infer<typeof LoginVerification>;

/**
 * Value of a failed login: the captcha flag asks the client to show the image captcha; with the
 * code `login.verification.required`, `verification` asks for the side rule's check.
 */
export const LoginFailureValue = z
  .object({ captcha: z.boolean().optional(), verification: LoginVerification.optional() })
  .loose();

export const SmsCodeValue = z.object({ expiredMinutes: z.number().positive() }).loose();

/** A login verification ticket as the mock issues them (player1, SMS, valid until 2100). */
const SAMPLE_LOGIN_TICKET = 'LV-1001-SMS-4102444800000-67fa9277';

export const authEndpoints = {
  rsaKey: endpoint({
    method: 'GET',
    path: '/wps/session/key/rsa',
    module: 'COMM3',
    request: NoParams,
    response: z.string(),
    sample: {},
    spec: ['spec1-7'],
    inferred: 'key of the legacy payload encryption (api-facts)',
    summary: 'RSA modulus for encrypted calls',
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    module: 'COMM3',
    encrypt: true,
    request: LoginRequest,
    response: LoginValue,
    sample: { username: 'player1', password: 'pass1234', type: 'username' },
    spec: ['spec1-4', 'spec1-7', 'spec2-7'],
    summary: 'Login by username or SMS code',
  }),
  loginVerifyCode: endpoint({
    method: 'POST',
    path: '/wps/session/login/verify/code',
    module: 'VERIFICATION3',
    writes: true,
    request: z.object({ ticket: z.string().min(1) }),
    response: SmsCodeValue,
    // A ticket of the mock's shape (player1, an SMS check, valid until 2100).
    sample: { ticket: SAMPLE_LOGIN_TICKET },
    spec: ['spec2-4'],
    inferred:
      'login side rule: path and payload not shown; sends the code of an SMS or EMAIL check to the bound mobile or email',
    summary: 'Send the code of a login verification',
  }),
  loginVerify: endpoint({
    method: 'POST',
    path: '/wps/session/login/verify',
    module: 'COMM3',
    request: z.object({
      ticket: z.string().min(1),
      answer: z.string().trim().min(1).max(100),
      /** The device id of the login it completes (api-facts: sent on login). */
      loginDeviceId: z.string().optional(),
    }),
    response: LoginValue,
    sample: { ticket: SAMPLE_LOGIN_TICKET, answer: '123456' },
    spec: ['spec2-4'],
    inferred:
      'login side rule: path and payload not shown; the answer (code, bank account name or authenticator code) opens the session like a login',
    summary: 'Answer a login verification (opens the session)',
  }),
  smsLoginCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    module: 'VERIFICATION3',
    writes: true,
    request: ChallengeFields.extend({
      mobileNum: z.string().min(1),
      countryDialingCode: z.string().optional(),
    }),
    response: SmsCodeValue,
    sample: { mobileNum: '9171234567', countryDialingCode: '63' },
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Login SMS code',
  }),
  freePlayLogin: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    module: 'FREEPLAY3',
    writes: true,
    request: z
      .object({
        os: z.string(),
        platform: z.literal('W'),
        random: z.string().optional(),
        gatewayVersion: z.union([z.literal(3), z.literal('3')]).optional(),
      })
      .loose(),
    response: LoginValue,
    sample: { os: 'web', platform: 'W', random: 'k2j3h4g5f6d7s8a9', gatewayVersion: 3 },
    spec: ['spec1-4', 'spec1-7', 'spec2-7'],
    summary: 'Free-play (trial, type 4) login',
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    module: 'COMM3',
    writes: true,
    token: true,
    request: NoParams,
    response: Ok,
    sample: {},
    spec: ['spec1-4', 'spec1-7', 'spec2-7'],
    summary: 'Logout',
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    module: 'CAPTCHA3',
    request: z.object({ t: z.union([z.string(), z.number()]).optional() }),
    response: z.string(),
    sample: { t: 1 },
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Image captcha (base64 PNG)',
  }),
} as const;
