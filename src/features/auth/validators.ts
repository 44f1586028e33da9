import type { FieldRule } from '@/api/contract/system';
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
