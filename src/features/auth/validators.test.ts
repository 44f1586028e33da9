import { describe, expect, it } from 'vitest';
import { REGISTER_RULES } from '../../../fixtures/system';
import { CODE_MAX_LENGTH, loginValidators } from './validators';

const t = (key: string) => key;

describe('login validators (spec 1 §5)', () => {
  const v = loginValidators(t, REGISTER_RULES.mobileNum);

  it('require the username and password, trimmed', () => {
    expect(v.username('')).toBe('validation.usernamePassword');
    expect(v.username('   ')).toBe('validation.usernamePassword');
    expect(v.username(' player1 ')).toBeUndefined();
    expect(v.password(undefined)).toBe('validation.usernamePassword');
    expect(v.password('x')).toBeUndefined();
  });

  it('require the captcha when it is shown', () => {
    expect(v.captcha('')).toBe('validation.captcha');
    expect(v.captcha('1234')).toBeUndefined();
  });

  it('require the mobile number and check it with the server rule', () => {
    expect(v.mobileNum('')).toBe('validation.required');
    expect(v.mobileNum('917000000')).toBe('validation.mobile');
    expect(v.mobileNum('91700000ab')).toBe('validation.mobile');
    expect(v.mobileNum('9170000001')).toBeUndefined();
    expect(loginValidators(t, undefined).mobileNum('12')).toBeUndefined();
  });

  it('require the code, at most 255 characters', () => {
    expect(v.code('')).toBe('validation.verificationCode');
    expect(v.code('1'.repeat(CODE_MAX_LENGTH))).toBeUndefined();
    expect(v.code('1'.repeat(CODE_MAX_LENGTH + 1))).toBe('validation.verificationCode');
  });
});
