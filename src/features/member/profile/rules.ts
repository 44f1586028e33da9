import type { MemberProfileValue, ProfileField, ProfileFieldRule } from '@/api/contract/member';
import { PROFILE_FIELDS, ProfileErrorCodes } from '@/api/contract/constants';
import { patternMessage, ruleValidator, type Translate, type Validator } from '@/lib/validation';
import type { PageFailure } from '@/core/page-failure';

/** The form's values: every editable field as text ('' for a field not set). */
export type ProfileValues = Partial<Record<ProfileField, string>>;

/** The fields shown (the server's rule enabled, or a value to show), in the spec's order. */
export function shownFields(value: MemberProfileValue): ProfileField[] {
  return PROFILE_FIELDS.filter(
    (f) => value.rules[f]?.enabled !== false && (value.rules[f] || value.profile[f] != null),
  );
}

/** A field the member can change: its rule says editable. */
export const isEditable = (value: MemberProfileValue, field: ProfileField) =>
  value.rules[field]?.editable === true;

/** The form's first values: the editable fields' values. */
export function initialValues(value: MemberProfileValue): ProfileValues {
  return Object.fromEntries(
    shownFields(value)
      .filter((f) => isEditable(value, f))
      .map((f) => [f, value.profile[f] ?? '']),
  );
}

/** What the save sends: the fields whose trimmed value differs from the loaded one. */
export function changedFields(before: ProfileValues, after: ProfileValues): ProfileValues {
  const changes: ProfileValues = {};
  for (const field of Object.keys(before) as ProfileField[]) {
    const now = (after[field] ?? '').trim();
    if (now !== (before[field] ?? '').trim()) changes[field] = now;
  }
  return changes;
}

/** A field's check: required, then the rule's pattern message with its length range (spec 2 §5). */
export const fieldValidator = (rule: ProfileFieldRule | undefined, t: Translate): Validator =>
  ruleValidator(rule, t, { trim: true });

/** Why a locked field cannot be changed here (its rule's `lockedBy`; the operator by default). */
export const lockReasonKey = (rule: ProfileFieldRule | undefined) =>
  (
    {
      SET_ONCE: 'profile.locked.setOnce',
      SECURITY_CENTRE: 'profile.locked.securityCentre',
      OPERATOR: 'profile.locked.operator',
    } as const
  )[rule?.lockedBy ?? 'OPERATOR'];

/**
 * A refusal of the save told at the field it names: locked, or its rule's message; null for a
 * refusal that names no field (told above the save button).
 */
export function fieldRefusal(
  failure: PageFailure | null,
  value: MemberProfileValue,
  t: Translate,
): { field: ProfileField; text: string } | null {
  const field = failure?.field as ProfileField | undefined;
  if (!failure || !field || !(PROFILE_FIELDS as readonly string[]).includes(field)) return null;
  const rule = value.rules[field];
  if (failure.code === ProfileErrorCodes.fieldLocked)
    return { field, text: t('profile.errors.locked') };
  if (failure.code === ProfileErrorCodes.fieldInvalid && rule)
    return { field, text: patternMessage(rule, t) };
  return { field, text: failure.message };
}
