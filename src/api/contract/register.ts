/** Registration page and popup: rules, username and mobile registration, SMS code, username and affiliate checks (spec 1 §3, §5, §7). */

import { z } from 'zod';
import { endpoint, NoParams, Ok } from './define';
import { ChallengeFields, SmsCodeValue } from './auth';
import { RegisterRules } from './system';

export const RegisterPayload = ChallengeFields.extend({
  username: z.string().optional(),
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
  payeeName: z.string().optional(),
  email: z.string().optional(),
  qqNum: z.string().optional(),
  mobileNum: z.string().optional(),
  recommenderId: z.string().optional(),
  captcha: z.string().optional(),
  verificationCode: z.string().optional(),
  affiliateCode: z.string().optional(),
  paymentPassword: z.string().optional(),
  line: z.string().optional(),
  whatsapp: z.string().optional(),
  zalo: z.string().optional(),
  facebook: z.string().optional(),
  wechat: z.string().optional(),
  idNumber: z.string().optional(),
  referralCode: z.string().optional(),
  domain: z.string().optional(),
  countryDialingCode: z.string().optional(),
  registerUrl: z.string().optional(),
  registerMethod: z.literal('WEB'),
  login: z.literal(true),
  loginDeviceId: z.string().optional(),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().optional(),
});
export type RegisterPayload = z.infer<typeof RegisterPayload>;

export const RegisterValue = z
  .object({
    customerId: z.union([z.string(), z.number()]),
    token: z.string(),
    userName: z.string(),
  })
  .loose();

export const registerEndpoints = {
  registerRules: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    module: 'REG3',
    request: NoParams,
    response: RegisterRules,
    sample: {},
    spec: ['spec1-5', 'spec1-7', 'spec2-7'],
    summary: 'Registration validation rules',
  }),
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    module: 'REG3',
    writes: true,
    encrypt: true,
    request: RegisterPayload,
    response: RegisterValue,
    sample: {
      username: 'sample01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      registerMethod: 'WEB',
      login: true,
    },
    spec: ['spec1-4', 'spec1-7', 'spec2-7'],
    summary: 'Register by username',
  }),
  registerMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    module: 'MOBILENUMREG3',
    writes: true,
    encrypt: true,
    request: RegisterPayload,
    response: RegisterValue,
    sample: {
      mobileNum: '9179999999',
      countryDialingCode: '63',
      verificationCode: '123456',
      registerMethod: 'WEB',
      login: true,
    },
    spec: ['spec1-4', 'spec1-7', 'spec2-7'],
    summary: 'Register by mobile number',
  }),
  registerSmsCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    module: 'REGMOBVERF3',
    writes: true,
    request: ChallengeFields.extend({
      mobileNo: z.string().min(1),
      countryDialingCode: z.string().optional(),
    }),
    response: SmsCodeValue,
    sample: { mobileNo: '9171234567', countryDialingCode: '63' },
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Registration SMS code',
  }),
  checkUsername: endpoint({
    method: 'GET',
    path: '/wps/check/username',
    module: 'REG3',
    request: z.object({ username: z.string().min(1) }),
    response: Ok,
    sample: { username: 'freshname' },
    spec: ['spec1-5'],
    inferred: 'api-facts: taken username answers success:false',
    summary: 'Username availability',
  }),
  affiliateCheck: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    module: 'AFFMAN3',
    request: z.object({ code: z.string().min(1), domain: z.string().optional() }),
    response: z.union([z.boolean(), z.object({}).loose()]),
    sample: { code: 'AG0001', domain: 'localhost' },
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Affiliate (invitation) code check',
  }),
} as const;
