/**
 * Which registration fields show, which are required and how each is checked (spec 1 §2.10, §5).
 * Pure: the form and the submit workflow share it, so the two never disagree.
 */
import type { FieldRule, RegisterField } from '@/api/contract/system';
import {
  composeValidators,
  equalsValidator,
  maxLengthValidator,
  requiredValidator,
  ruleValidator,
  type Translate,
  type Validator,
} from '@/lib/validation';
import type { RegisterState, RegisterType, RegisterValues } from './slice';

/** The new-member bonus named in the register title (spec 1 §2.9). */
export const NEW_MEMBER_BONUS = '1000VND';

/** Max length of the SMS verification code (spec 1 §9). */
export const VERIFICATION_CODE_MAX = 255;

/**
 * The white-label flag that sends registration SMS codes through firebase (the spec names the
 * variant, not its switch; api-facts lists no flag for it). Off when absent.
 */
export const FIREBASE_FLAG = 'FIREBASESMS3';

export interface FieldSpec {
  name: RegisterField;
  required: boolean;
  rule: FieldRule | undefined;
  input: 'text' | 'password' | 'email' | 'tel';
  autoComplete: string;
}

export interface FormContext {
  type: RegisterType;
  rules: Record<string, FieldRule>;
  flags: Record<string, boolean>;
  referral: RegisterState['referral'];
}

const on = (flags: Record<string, boolean>, id: string) => flags[id] === true;
const enabled = (rules: Record<string, FieldRule>, name: string) => rules[name]?.enabled === true;

/** Registration tabs the flags allow, in display order. */
export function availableTypes(flags: Record<string, boolean>): RegisterType[] {
  const types: RegisterType[] = [];
  if (on(flags, 'USERNAMEREG3')) types.push('username');
  if (on(flags, 'MOBILENUMREG3')) types.push('mobile');
  return types;
}

/** The affiliate (invitation) code field: enabled, and no valid code came with the URL. */
export function affiliateShown(ctx: FormContext): boolean {
  if (!enabled(ctx.rules, 'affiliateCode') || ctx.flags.AFFMAN3 === false) return false;
  return !ctx.referral.code || ctx.referral.valid === false;
}

export const captchaShown = (ctx: Pick<FormContext, 'rules' | 'flags'>) =>
  enabled(ctx.rules, 'captcha') && ctx.flags.CAPTCHA3 !== false;

/** Whether the form has an SMS code step: always for mobile, REGMOBVERF3 for username. */
export const smsStep = (ctx: Pick<FormContext, 'type' | 'flags'>) =>
  ctx.type === 'mobile' || on(ctx.flags, 'REGMOBVERF3');

export const usesFirebase = (ctx: Pick<FormContext, 'type' | 'flags'>) =>
  smsStep(ctx) && on(ctx.flags, FIREBASE_FLAG);

const INPUTS: Partial<Record<RegisterField, Pick<FieldSpec, 'input' | 'autoComplete'>>> = {
  username: { input: 'text', autoComplete: 'username' },
  password: { input: 'password', autoComplete: 'new-password' },
  confirmPassword: { input: 'password', autoComplete: 'new-password' },
  paymentPassword: { input: 'password', autoComplete: 'off' },
  payeeName: { input: 'text', autoComplete: 'name' },
  email: { input: 'email', autoComplete: 'email' },
  mobileNum: { input: 'tel', autoComplete: 'tel-national' },
  verificationCode: { input: 'text', autoComplete: 'one-time-code' },
  captcha: { input: 'text', autoComplete: 'off' },
};

/** Fields shown only by their rule, in display order (username registration). */
const OPTIONAL_FIELDS: RegisterField[] = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
];

/**
 * The visible fields of a registration type, in display order, each with its required mark.
 * Username: username, password, confirmation, payment password (when its rule shows it), the
 * optional fields by rule, the mobile number (when enabled or needed for the SMS step) with its
 * code, invitation code, captcha. Mobile: number, code, password and confirmation only with
 * MOBILENUMPASSREG3, invitation code, captcha.
 */
export function registrationFields(ctx: FormContext): FieldSpec[] {
  const { rules, flags } = ctx;
  const names: [RegisterField, boolean][] = [];
  const add = (name: RegisterField, required: boolean) => names.push([name, required]);
  const ruleRequired = (name: string) => rules[name]?.required === true;

  if (ctx.type === 'username') {
    add('username', true);
    add('password', true);
    add('confirmPassword', true);
    if (enabled(rules, 'paymentPassword')) add('paymentPassword', true);
    for (const name of OPTIONAL_FIELDS) if (enabled(rules, name)) add(name, ruleRequired(name));
    if (enabled(rules, 'mobileNum') || smsStep(ctx)) add('mobileNum', true);
    if (smsStep(ctx)) add('verificationCode', true);
  } else {
    add('mobileNum', true);
    add('verificationCode', true);
    if (on(flags, 'MOBILENUMPASSREG3')) {
      add('password', true);
      add('confirmPassword', true);
    }
  }
  if (affiliateShown(ctx)) add('affiliateCode', ruleRequired('affiliateCode'));
  if (captchaShown(ctx)) add('captcha', ruleRequired('captcha'));

  return names.map(([name, required]) => ({
    name,
    required,
    rule: rules[name],
    ...(INPUTS[name] ?? { input: 'text', autoComplete: 'off' }),
  }));
}

/** Username and password inputs are trimmed (spec 1 §5). */
export const TRIMMED: readonly string[] = ['username', 'password', 'confirmPassword'];

const valueOf = (values: RegisterValues, name: string) => {
  const raw = values[name] ?? '';
  return TRIMMED.includes(name) ? raw.trim() : raw;
};

/** The validator of one field; `values` gives the other fields (confirmation). */
export function fieldValidator(
  spec: FieldSpec,
  t: Translate,
  values: () => RegisterValues,
): Validator {
  switch (spec.name) {
    case 'confirmPassword':
      return composeValidators(
        requiredValidator(t, true),
        equalsValidator(() => valueOf(values(), 'password'), t('validation.checkPass')),
      );
    case 'verificationCode':
      return composeValidators(
        requiredValidator(t),
        maxLengthValidator(VERIFICATION_CODE_MAX, t('validation.verificationCode')),
      );
    default:
      return ruleValidator(spec.rule, t, {
        forceRequired: spec.required,
        trim: TRIMMED.includes(spec.name),
      });
  }
}

/** Errors of the whole form by field name (empty when valid). */
export function validateRegistration(values: RegisterValues, specs: FieldSpec[], t: Translate) {
  const errors: Partial<Record<string, string>> = {};
  for (const spec of specs) {
    const raw = values[spec.name];
    const error = fieldValidator(
      spec,
      t,
      () => values,
    )(spec.name === 'confirmPassword' ? (raw ?? '').trim() : raw);
    if (error) errors[spec.name] = error;
  }
  return errors;
}

/** The visible fields' values as sent (username and passwords trimmed; empty ones left out). */
export function fieldValues(
  values: RegisterValues,
  specs: FieldSpec[],
): Partial<Record<RegisterField, string>> {
  const out: Partial<Record<RegisterField, string>> = {};
  for (const spec of specs) {
    const value = valueOf(values, spec.name);
    if (value !== '') out[spec.name] = value;
  }
  return out;
}
