import { describe, expect, it } from 'vitest';
import { initI18n, i18next } from '@/i18n';
import type { FieldRule } from '@/api/contract/system';
import {
  composeValidators,
  equalsValidator,
  matchesRule,
  maxLengthValidator,
  patternMessage,
  placeholderOf,
  rangeText,
  ruleValidator,
  type Translate,
} from './validation';

await initI18n('EN');
const t = ((key: string, params?: Record<string, unknown>) =>
  i18next.t(key as never, { ...params, lng: 'en' } as never)) as unknown as Translate;
const rule = (r: Partial<FieldRule>): FieldRule => ({
  enabled: true,
  required: false,
  minLength: null,
  maxLength: null,
  acceptedPattern: '*',
  patternId: 0,
  ...r,
});

describe('validators from server rules', () => {
  it("treats the '*' pattern as anything", () => {
    expect(matchesRule(rule({ acceptedPattern: '*' }), '¿¡ any ✓')).toBe(true);
  });

  it('applies the accepted pattern and the bounds', () => {
    const username = rule({
      acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
      minLength: 6,
      maxLength: 13,
      patternId: 1,
    });
    expect(matchesRule(username, 'abc123')).toBe(true);
    expect(matchesRule(username, '1abc23')).toBe(false);
    expect(matchesRule(username, 'abc12')).toBe(false);
    expect(matchesRule(username, 'abcdefghijklmn')).toBe(false);
  });

  it('substitutes min and max in the message, a single number when equal', () => {
    expect(rangeText(6, 13)).toBe('6 - 13');
    expect(rangeText(10, 10)).toBe('10');
    expect(patternMessage(rule({ patternId: 6, minLength: 10, maxLength: 10 }), t)).toBe(
      'Digits only (10 characters)',
    );
    expect(patternMessage(rule({ patternId: 4, minLength: 6, maxLength: 12 }), t)).toBe(
      'Letters and digits only (6 - 12 characters)',
    );
    expect(patternMessage(rule({ patternId: 3 }), t)).toBe('E-mail format is incorrect');
  });

  it('requires a value only when the rule (or the caller) says so', () => {
    expect(ruleValidator(rule({ required: true }), t)('')).toBe('Input cannot be empty');
    expect(
      ruleValidator(rule({ required: false, patternId: 6, acceptedPattern: '^[0-9]+$' }), t)(''),
    ).toBeUndefined();
    expect(ruleValidator(undefined, t, { forceRequired: true })('')).toBe('Input cannot be empty');
  });

  it('trims when asked (username and password inputs)', () => {
    const v = ruleValidator(
      rule({ required: true, acceptedPattern: '^[a-z]+$', patternId: 4 }),
      t,
      { trim: true },
    );
    expect(v('  abc  ')).toBeUndefined();
    expect(v('   ')).toBe('Input cannot be empty');
  });

  it('falls back to anything for an unusable server pattern', () => {
    expect(matchesRule(rule({ acceptedPattern: '([' }), 'x')).toBe(true);
  });

  it('composes validators and checks confirmations and lengths', () => {
    let password = 'abc123';
    const confirm = composeValidators(
      ruleValidator(undefined, t, { forceRequired: true }),
      equalsValidator(() => password, t('validation.checkPass')),
    );
    expect(confirm('')).toBe('Input cannot be empty');
    expect(confirm('abc124')).toBe('Confirmation password is not correct.');
    password = 'abc124';
    expect(confirm('abc124')).toBeUndefined();
    expect(maxLengthValidator(255, 'too long')('x'.repeat(256))).toBe('too long');
  });

  it("marks required placeholders with '＊'", () => {
    expect(placeholderOf('Username', true)).toBe('＊Username');
    expect(placeholderOf('Email', false)).toBe('Email');
  });
});
