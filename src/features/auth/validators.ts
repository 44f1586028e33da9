import type { FieldRule } from '@/api/contract/system';
import type { LoginCheckMethod } from '@/api/contract/auth';
import { matchesRule, type Translate, type Validator } from '@/lib/validation';

/** The verification code field's maximum length (spec 1 §9). */
export const CODE_MAX_LENGTH = 255;

const text = (raw: unknown) =>
  typeof raw === 'string' ? raw.trim() : raw == null ? '' : String(raw);

/**
 * The login validators of spec 1 §5: username and password required (trimmed), captcha required
 * when shown; SMS login: mobile number required and passing the server's mobile rule, code
 * required (at most 255 characters).
 */
export function loginValidators(t: Translate, mobileRule: FieldRule | undefined) {
  const required =
    (message: string): Validator =>
    (raw) =>
      text(raw) === '' ? message : undefined;
  return {
    username: required(t('validation.usernamePassword')),
    password: required(t('validation.usernamePassword')),
    captcha: required(t('validation.captcha')),
    mobileNum: ((raw) => {
      const value = text(raw);
      if (value === '') return t('validation.required');
      if (mobileRule && !matchesRule(mobileRule, value)) return t('validation.mobile');
      return undefined;
    }) satisfies Validator,
    code: ((raw) => {
      const value = text(raw);
      if (value === '' || value.length > CODE_MAX_LENGTH) return t('validation.verificationCode');
      return undefined;
    }) satisfies Validator,
  };
}

/** An authenticator app's code: 6 digits. */
export const AUTHENTICATOR_CODE = /^\d{6}$/;

/**
 * The side rule's answer (spec 2 §4): a sent code like the SMS login's, the bank account name
 * required, the authenticator's code 6 digits.
 */
export function verificationValidator(t: Translate, method: LoginCheckMethod): Validator {
  return (raw) => {
    const value = text(raw);
    if (method === 'BANK_NAME') return value === '' ? t('validation.required') : undefined;
    if (method === 'AUTHENTICATOR')
      return AUTHENTICATOR_CODE.test(value) ? undefined : t('auth.verify.authenticatorFormat');
    return value === '' || value.length > CODE_MAX_LENGTH
      ? t('validation.verificationCode')
      : undefined;
  };
}
