/** Change password and forgotten password by email or phone (spec 1 §2.12, §7). */

import { z } from 'zod';
import { endpoint, Ok } from './define';
import { ChallengeFields, LoginValue } from './auth';

export const ForgotCodeValue = z.object({ expirationTime: z.number().int() }).loose();

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
} as const;
