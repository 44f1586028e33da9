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

/** Value of a failed login: the captcha flag asks the client to show the image captcha. */
export const LoginFailureValue = z.object({ captcha: z.boolean().optional() }).loose();

export const SmsCodeValue = z.object({ expiredMinutes: z.number().positive() }).loose();

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
