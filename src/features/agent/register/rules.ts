import { ErrorCodes } from '@/api/contract/constants';
import type { FieldRule } from '@/api/contract/system';
import type { PageFailure } from '@/core/page-failure';
import { requiredValidator, ruleValidator, type Translate } from '@/lib/validation';

/** A react-final-form field check: the value and all the form's values. */
export type FieldValidator = (value: unknown, all: Record<string, unknown>) => string | undefined;

/** The downline registration's fields (spec 1 §5: the registration's rules for each). */
export const REGISTER_FIELDS = ['username', 'password', 'confirmPassword'] as const;
export type RegisterFieldName = (typeof REGISTER_FIELDS)[number];
export type DownlineValues = Partial<Record<RegisterFieldName, string>>;

/**
 * Each field's check: username and password required plus the server's rule (trimmed, as the
 * registration), the confirmation required and equal to the password.
 */
export function validators(
  rules: Record<string, FieldRule>,
  t: Translate,
): Record<RegisterFieldName, FieldValidator> {
  const required = requiredValidator(t, true);
  return {
    username: ruleValidator(rules.username, t, { forceRequired: true, trim: true }),
    password: ruleValidator(rules.password, t, { forceRequired: true, trim: true }),
    confirmPassword: (value, all) =>
      required(value) ??
      (String(value).trim() === String(all.password ?? '').trim()
        ? undefined
        : t('team.register.mismatch')),
  };
}

/** What is sent: the trimmed account and password. */
export const registrationOf = (values: DownlineValues) => ({
  username: (values.username ?? '').trim(),
  password: (values.password ?? '').trim(),
  confirmPassword: (values.confirmPassword ?? '').trim(),
});

/**
 * The field a server refusal belongs to: the one it names, or the account when it is taken; null
 * when it is about none of the form's fields.
 */
export function refusedField(failure: PageFailure | null): RegisterFieldName | null {
  if (failure?.kind !== 'server') return null;
  if (failure.field && (REGISTER_FIELDS as readonly string[]).includes(failure.field))
    return failure.field as RegisterFieldName;
  return failure.code === ErrorCodes.usernameTaken ? 'username' : null;
}
