import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_FIELDS, type FieldRule } from '@/api/contract/system';
import { initI18n, i18next, setI18nLanguage } from '@/i18n';
import type { Translate } from '@/lib/validation';
import { DEFAULT_FLAGS, REGISTER_RULES } from '../../../fixtures/system';
import {
  affiliateShown,
  availableTypes,
  fieldValues,
  registrationFields,
  validateRegistration,
  type FormContext,
} from './fields';

const t: Translate = (key, params) => i18next.t(key as never, params as never) as unknown as string;

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
});

const ctx = (over: Partial<FormContext> = {}): FormContext => ({
  type: 'username',
  rules: REGISTER_RULES,
  flags: { ...DEFAULT_FLAGS },
  referral: { code: null, valid: null },
  ...over,
});
const names = (c: FormContext) => registrationFields(c).map((s) => s.name);
const allEnabled = Object.fromEntries(
  REGISTER_FIELDS.map((name) => [name, { ...(REGISTER_RULES[name] as FieldRule), enabled: true }]),
);

describe('registration tabs', () => {
  it('offers username with USERNAMEREG3 and mobile with MOBILENUMREG3', () => {
    expect(availableTypes({ USERNAMEREG3: true, MOBILENUMREG3: true })).toEqual([
      'username',
      'mobile',
    ]);
    expect(availableTypes({ USERNAMEREG3: true, MOBILENUMREG3: false })).toEqual(['username']);
    expect(availableTypes({ USERNAMEREG3: false, MOBILENUMREG3: true })).toEqual(['mobile']);
    expect(availableTypes({})).toEqual([]);
  });
});

describe('visible fields (spec 1 §2.10)', () => {
  it('shows the username form per the fixture rules, with the SMS step of REGMOBVERF3', () => {
    expect(names(ctx())).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'mobileNum',
      'verificationCode',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('shows all 18 fields when every rule is enabled', () => {
    expect(names(ctx({ rules: allEnabled })).sort()).toEqual([...REGISTER_FIELDS].sort());
  });

  it('drops the SMS code without REGMOBVERF3, and the mobile number too when its rule is off', () => {
    expect(names(ctx({ flags: { ...DEFAULT_FLAGS, REGMOBVERF3: false } }))).not.toContain(
      'verificationCode',
    );
    const rules = {
      ...REGISTER_RULES,
      mobileNum: { ...REGISTER_RULES.mobileNum!, enabled: false },
    };
    expect(names(ctx({ rules, flags: { ...DEFAULT_FLAGS, REGMOBVERF3: false } }))).not.toContain(
      'mobileNum',
    );
    // The SMS step needs the number whatever its rule says.
    expect(names(ctx({ rules }))).toContain('mobileNum');
  });

  it('hides fields whose rule is disabled and the captcha with CAPTCHA3 off', () => {
    const rules = {
      ...REGISTER_RULES,
      email: { ...REGISTER_RULES.email!, enabled: false },
      captcha: { ...REGISTER_RULES.captcha!, enabled: false },
    };
    expect(names(ctx({ rules }))).not.toContain('email');
    expect(names(ctx({ rules }))).not.toContain('captcha');
    expect(names(ctx({ flags: { ...DEFAULT_FLAGS, CAPTCHA3: false } }))).not.toContain('captcha');
  });

  it('mobile registration: number and code, the password only with MOBILENUMPASSREG3', () => {
    expect(names(ctx({ type: 'mobile' }))).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'affiliateCode',
      'captcha',
    ]);
    expect(
      names(ctx({ type: 'mobile', flags: { ...DEFAULT_FLAGS, MOBILENUMPASSREG3: false } })),
    ).toEqual(['mobileNum', 'verificationCode', 'affiliateCode', 'captcha']);
  });

  it('required marks: username, passwords, mobile, code always; others by rule', () => {
    const required = Object.fromEntries(registrationFields(ctx()).map((s) => [s.name, s.required]));
    expect(required).toMatchObject({
      username: true,
      password: true,
      confirmPassword: true,
      mobileNum: true,
      verificationCode: true,
      payeeName: false,
      email: false,
      affiliateCode: false,
      captcha: true,
    });
    const paymentShown = registrationFields(ctx({ rules: allEnabled })).find(
      (s) => s.name === 'paymentPassword',
    );
    expect(paymentShown?.required).toBe(true);
  });
});

describe('invitation code field', () => {
  it('shows without a URL code, hides for a valid one, shows again for an invalid one', () => {
    expect(affiliateShown(ctx())).toBe(true);
    expect(affiliateShown(ctx({ referral: { code: 'AG1002', valid: null } }))).toBe(false);
    expect(affiliateShown(ctx({ referral: { code: 'AG1002', valid: true } }))).toBe(false);
    expect(affiliateShown(ctx({ referral: { code: 'BAD', valid: false } }))).toBe(true);
  });

  it('stays hidden when its rule or AFFMAN3 is off', () => {
    const rules = {
      ...REGISTER_RULES,
      affiliateCode: { ...REGISTER_RULES.affiliateCode!, enabled: false },
    };
    expect(affiliateShown(ctx({ rules }))).toBe(false);
    expect(affiliateShown(ctx({ flags: { ...DEFAULT_FLAGS, AFFMAN3: false } }))).toBe(false);
  });
});

describe('validation messages (spec 1 §5, spec 2 §5)', () => {
  const specs = registrationFields(ctx());
  const valid = {
    username: 'newuser1',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum: '9171234567',
    verificationCode: '123456',
    captcha: '1234',
  };

  it('accepts a valid form, username and passwords trimmed', () => {
    expect(
      validateRegistration(
        { ...valid, username: '  newuser1 ', password: ' abc12345', confirmPassword: 'abc12345 ' },
        specs,
        t,
      ),
    ).toEqual({});
  });

  it('requires the required fields with the catalogue text', () => {
    const errors = validateRegistration({}, specs, t);
    expect(errors).toMatchObject({
      username: 'Input cannot be empty',
      password: 'Input cannot be empty',
      confirmPassword: 'Input cannot be empty',
      mobileNum: 'Input cannot be empty',
      verificationCode: 'Input cannot be empty',
      captcha: 'Input cannot be empty',
    });
    expect(errors.email).toBeUndefined();
    expect(errors.affiliateCode).toBeUndefined();
  });

  it('shows the pattern message with min and max substituted', () => {
    expect(validateRegistration({ ...valid, username: '1abc' }, specs, t).username).toBe(
      'Start with a letter, then letters and digits (6 - 13 characters)',
    );
    expect(
      validateRegistration({ ...valid, password: 'abc', confirmPassword: 'abc' }, specs, t)
        .password,
    ).toBe('Letters and digits only (6 - 12 characters)');
    expect(validateRegistration({ ...valid, email: 'nope' }, specs, t).email).toBe(
      'E-mail format is incorrect (5 - 50 characters)',
    );
  });

  it('shows a single number when min equals max', () => {
    expect(validateRegistration({ ...valid, mobileNum: '917' }, specs, t).mobileNum).toBe(
      'Digits only (10 characters)',
    );
    expect(validateRegistration({ ...valid, captcha: '12' }, specs, t).captcha).toBe(
      'Digits only (4 characters)',
    );
  });

  it("rejects a confirmation that differs with 'checkPass'", () => {
    expect(
      validateRegistration({ ...valid, confirmPassword: 'abc12346' }, specs, t).confirmPassword,
    ).toBe('Confirmation password is not correct.');
  });

  it('caps the SMS code at 255 characters', () => {
    expect(
      validateRegistration({ ...valid, verificationCode: '1'.repeat(255) }, specs, t)
        .verificationCode,
    ).toBeUndefined();
    expect(
      validateRegistration({ ...valid, verificationCode: '1'.repeat(256) }, specs, t)
        .verificationCode,
    ).toBe('Please enter a valid verification code');
  });

  it('follows the language: the same error in Filipino', async () => {
    await setI18nLanguage('TY');
    try {
      const errors = validateRegistration(
        { ...valid, username: '', confirmPassword: 'x' },
        specs,
        t,
      );
      expect(errors.username).toBe(i18next.t('validation.required'));
      expect(errors.username).not.toBe('Input cannot be empty');
      expect(errors.confirmPassword).not.toBe('Confirmation password is not correct.');
    } finally {
      await setI18nLanguage('EN');
    }
  });

  it('sends only visible, non-empty values (trimmed where the spec says so)', () => {
    expect(
      fieldValues({ ...valid, username: ' newuser1 ', email: '', qqNum: '12345' }, specs),
    ).toEqual({ ...valid, username: 'newuser1' });
  });
});
