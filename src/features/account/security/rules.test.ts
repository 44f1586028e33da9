import { describe, expect, it } from 'vitest';
import { ErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '@/api/errors';
import { securityFailureOf, securityScore } from './rules';

describe('securityScore', () => {
  const of = (mobileBound: boolean, emailBound: boolean, paymentPasswordSet: boolean) =>
    securityScore({ mobileBound, emailBound, paymentPasswordSet });

  it('counts the login password and each of mobile, e-mail and payment password', () => {
    expect(of(true, true, true)).toEqual({ level: 'high', score: 4, of: 4, missing: [] });
    expect(of(true, false, true)).toMatchObject({ level: 'medium', score: 3, missing: ['email'] });
    expect(of(false, true, false)).toMatchObject({
      level: 'low',
      score: 2,
      missing: ['mobile', 'paymentPassword'],
    });
    expect(of(false, false, false)).toMatchObject({ level: 'low', score: 1 });
  });
});

describe('securityFailureOf', () => {
  const business = (code: string, message = 'x') => new ApiError(code, message, 200);

  it('tells the connection, the session and the trial account apart', () => {
    expect(
      securityFailureOf(new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, 0, 'network')),
    ).toMatchObject({ kind: 'offline' });
    expect(
      securityFailureOf(new ApiError(ErrorCodes.notLoggedIn, 'x', 401, 'unauthorized')),
    ).toMatchObject({ kind: 'session' });
    expect(securityFailureOf(business(ErrorCodes.trialAccount))).toMatchObject({ kind: 'trial' });
    expect(securityFailureOf(business(ErrorCodes.systemBusy))).toMatchObject({ kind: 'busy' });
  });

  it('tells a wrong code from an expired one (one error code, two messages)', () => {
    const code = ErrorCodes.invalidVerificationCode;
    expect(securityFailureOf(business(code, 'Invalid verification code')).kind).toBe('code');
    expect(securityFailureOf(business(code, 'Missing verification code')).kind).toBe('code');
    expect(securityFailureOf(business(code, 'Code expired, please send again')).kind).toBe(
      'expired',
    );
  });

  it('knows too many requests and a wrong payment password; keeps any other message', () => {
    expect(securityFailureOf(business(ErrorCodes.tooManyRequests)).kind).toBe('tooMany');
    expect(securityFailureOf(business(WalletErrorCodes.wrongPassword)).kind).toBe('password');
    expect(securityFailureOf(business('social.already.linked', 'Already linked'))).toEqual({
      kind: 'server',
      code: 'social.already.linked',
      message: 'Already linked',
    });
    expect(securityFailureOf(new Error('boom'))).toEqual({
      kind: 'server',
      code: '',
      message: 'boom',
    });
  });
});
