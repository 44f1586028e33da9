import { describe, expect, it } from 'vitest';
import { ProfileErrorCodes } from '@/api/contract/constants';
import type { MemberProfileValue, ProfileFieldRule } from '@/api/contract/member';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import type { Translate } from '@/lib/validation';
import {
  changedFields,
  fieldRefusal,
  fieldValidator,
  initialValues,
  lockReasonKey,
  shownFields,
} from './rules';

const t = ((key: string, params?: Record<string, unknown>) =>
  i18next.t(key as never, { ...params, lng: 'en' } as never)) as unknown as Translate;

const rule = (r: Partial<ProfileFieldRule> = {}): ProfileFieldRule => ({
  enabled: true,
  required: false,
  minLength: null,
  maxLength: null,
  acceptedPattern: '*',
  patternId: 0,
  editable: true,
  ...r,
});

const value: MemberProfileValue = {
  account: 'player1',
  profile: { nickname: 'Juan', payeeName: 'Juan Dela Cruz', qq: null, idNumber: 'PH1' },
  rules: {
    nickname: rule({ required: true, minLength: 2, maxLength: 20 }),
    payeeName: rule({ editable: false, lockedBy: 'SET_ONCE' }),
    qq: rule({ enabled: false }),
    idNumber: rule({ editable: false }),
    nationality: rule({
      minLength: 2,
      maxLength: 30,
      acceptedPattern: '^[a-zA-Z ]+$',
      patternId: 8,
    }),
  },
};

await initI18n('EN');
await loadFeatureTexts(['profile']);

describe('profile rules', () => {
  it('shows the enabled fields in the spec order; the form holds the editable ones', () => {
    expect(shownFields(value)).toEqual(['nickname', 'payeeName', 'nationality', 'idNumber']);
    expect(initialValues(value)).toEqual({ nickname: 'Juan', nationality: '' });
  });

  it('sends only what changed, trimmed', () => {
    const before = { nickname: 'Juan', nationality: '' };
    expect(changedFields(before, { nickname: ' Juan ', nationality: '' })).toEqual({});
    expect(changedFields(before, { nickname: 'Juan', nationality: ' Filipino' })).toEqual({
      nationality: 'Filipino',
    });
    expect(changedFields(before, { nickname: 'Juan' })).toEqual({});
  });

  it('checks required, then the pattern message with its range', () => {
    const nickname = fieldValidator(value.rules.nickname, t);
    expect(nickname('  ')).toBe('Input cannot be empty');
    expect(nickname('J')).toBe('Any characters (2 - 20 characters)');
    const nationality = fieldValidator(value.rules.nationality, t);
    expect(nationality('')).toBeUndefined();
    expect(nationality('Filipino 2')).toBe('English letters and spaces only (2 - 30 characters)');
    expect(nationality('Filipino')).toBeUndefined();
  });

  it('says why a field is locked, the operator when the server does not say', () => {
    expect(lockReasonKey(value.rules.payeeName)).toBe('profile.locked.setOnce');
    expect(lockReasonKey(value.rules.idNumber)).toBe('profile.locked.operator');
    expect(lockReasonKey(rule({ lockedBy: 'SECURITY_CENTRE' }))).toBe(
      'profile.locked.securityCentre',
    );
  });

  it('tells a refusal at the field it names', () => {
    const locked = { kind: 'server' as const, code: ProfileErrorCodes.fieldLocked, message: 'x' };
    expect(fieldRefusal({ ...locked, field: 'nickname' }, value, t)).toEqual({
      field: 'nickname',
      text: 'This field is locked and cannot be changed.',
    });
    const invalid = { ...locked, code: ProfileErrorCodes.fieldInvalid, field: 'nationality' };
    expect(fieldRefusal(invalid, value, t)?.text).toBe(
      'English letters and spaces only (2 - 30 characters)',
    );
    expect(fieldRefusal({ ...locked, field: 'unknown' }, value, t)).toBeNull();
    expect(fieldRefusal(locked, value, t)).toBeNull();
  });
});
