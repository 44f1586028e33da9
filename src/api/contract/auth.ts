import { z } from 'zod';
import { endpoint, NoParams, relay } from './define';

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

export const ClubLabel = z.object({
  labelName: z.string(),
  color: z.string().nullish(),
  color2: z.string().nullish(),
  rankLevel: z.number().int(),
});
export const MemberInfo = z
  .object({
    id: z.union([z.string(), z.number()]),
    account: z.string(),
    nickname: z.string().nullish(),
    type: z.number().int(),
    mobile: z.string().nullish(),
    regDate: z.number().int().nullish(),
    toUpline: z.boolean().nullish(),
    clubLabel: ClubLabel.nullish(),
    memberLabel: z.array(z.object({ labelName: z.string() }).loose()).nullish(),
  })
  .loose();
export type MemberInfo = z.infer<typeof MemberInfo>;

export const SmsCodeValue = z.object({ expiredMinutes: z.number().positive() }).loose();
export const ForgotCodeValue = z.object({ expirationTime: z.number().int() }).loose();

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

const Ok = z.union([z.boolean(), z.string(), z.null()]).optional();

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
    token: true,
    request: NoParams,
    response: Ok,
    sample: {},
    spec: ['spec1-4', 'spec1-7', 'spec2-7'],
    summary: 'Logout',
  }),
  memberInfo: endpoint({
    method: 'GET',
    path: '/wps/member/info',
    module: 'COMM3',
    token: true,
    request: NoParams,
    response: MemberInfo,
    sample: {},
    spec: ['spec1-2.1', 'spec1-7', 'spec2-7'],
    summary: 'Member info',
  }),
  memberIcon: endpoint({
    method: 'GET',
    path: '/wps/member/info/icon',
    module: 'PROFPIC3',
    token: true,
    request: NoParams,
    response: z.object({ icon: z.string().nullish() }).loose(),
    sample: {},
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Member icon',
  }),
  playerAvatar: endpoint({
    method: 'GET',
    path: relay('MCSFE_getPlayerAvatar'),
    module: 'PROFPIC3',
    token: true,
    request: NoParams,
    response: z.object({ avatar: z.string().nullish() }).loose(),
    sample: {},
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Player avatar',
  }),
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    module: 'REG3',
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
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    module: 'PASS3',
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
  updateLanguage: endpoint({
    method: 'PUT',
    path: '/wps/member/language',
    module: 'COMM3',
    token: true,
    request: z.object({ language: z.string().min(2) }),
    response: Ok,
    sample: { language: 'EN' },
    spec: ['spec1-4', 'spec1-7'],
    inferred: 'method not shown; path from api-facts',
    summary: 'Update the member language',
  }),
  chatUrl: endpoint({
    method: 'GET',
    path: relay('CBS_launchChat'),
    module: 'CBS3',
    token: true,
    request: z.object({
      b2c: z.union([z.literal(1), z.literal('1')]),
      title: z.string(),
      language: z.string(),
      headerColor: z.string(),
    }),
    response: z.object({ chatUrl: z.string() }).loose(),
    sample: { b2c: 1, title: 'Chat', language: 'EN', headerColor: '#1f2a44' },
    spec: ['spec1-7', 'spec2-2'],
    summary: 'Chat room URL',
  }),
  chatUnread: endpoint({
    method: 'GET',
    path: relay('CBS_unreadCount'),
    module: 'CBS3',
    token: true,
    request: NoParams,
    response: z.object({ unReadCount: z.number().int().nonnegative() }).loose(),
    sample: {},
    spec: ['spec1-7', 'spec2-7'],
    summary: 'Chat unread count',
  }),
} as const;
