import type { FieldRule } from '@/api/contract/system';

/** Pattern ids of the server rules (api-facts; spec 2 §5 lists their messages). */
export const PATTERN_IDS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
] as const;

/** Translate function as i18next's `t` (kept loose so lib stays free of React). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export type Validator = (value: unknown) => string | undefined;

/** The length range of a rule as text: '6 - 13', or '6' when min equals max (spec 1 §5). */
export function rangeText(min?: number | null, max?: number | null): string | null {
  if (min && max) return min === max ? String(min) : `${min} - ${max}`;
  if (max) return `≤ ${max}`;
  if (min) return `≥ ${min}`;
  return null;
}

/** The field error text of a rule: its pattern message with min and max substituted. */
export function patternMessage(rule: FieldRule, t: Translate): string {
  const id = rule.patternId ?? 0;
  const pattern = t(`validation.patterns.p${PATTERN_IDS.includes(id as never) ? id : 0}`);
  const range = rangeText(rule.minLength, rule.maxLength);
  return range ? t('validation.withLength', { rule: pattern, range }) : pattern;
}

/** A RegExp of the rule's accepted pattern; null means anything ('*', empty or unusable). */
export function acceptedRegExp(rule: FieldRule): RegExp | null {
  const source = rule.acceptedPattern?.trim();
  if (!source || source === '*') return null;
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

/** True when `value` passes the rule's length bounds and accepted pattern. */
export function matchesRule(rule: FieldRule, value: string): boolean {
  if (rule.minLength && value.length < rule.minLength) return false;
  if (rule.maxLength && value.length > rule.maxLength) return false;
  const re = acceptedRegExp(rule);
  return re ? re.test(value) : true;
}

export interface RuleOptions {
  /** Required whatever the rule says (e.g. username and password). */
  forceRequired?: boolean;
  /** Trim the value before checking (username and password inputs are trimmed). */
  trim?: boolean;
}

/**
 * A field validator from a server rule: required ('Input cannot be empty') then the pattern and
 * bounds (the pattern message with its range). An empty optional field is valid.
 */
export function ruleValidator(
  rule: FieldRule | undefined,
  t: Translate,
  options: RuleOptions = {},
): Validator {
  return (raw) => {
    const value =
      typeof raw === 'string' ? (options.trim ? raw.trim() : raw) : raw == null ? '' : String(raw);
    const required = options.forceRequired || Boolean(rule?.required);
    if (value === '') return required ? t('validation.required') : undefined;
    if (!rule) return undefined;
    return matchesRule(rule, value) ? undefined : patternMessage(rule, t);
  };
}

/** Required, with the catalogue text. */
export const requiredValidator =
  (t: Translate, trim = false): Validator =>
  (raw) => {
    const value =
      typeof raw === 'string' ? (trim ? raw.trim() : raw) : raw == null ? '' : String(raw);
    return value === '' ? t('validation.required') : undefined;
  };

/** Equal to another value (confirmation fields). */
export const equalsValidator =
  (other: () => unknown, message: string): Validator =>
  (value) =>
    value === other() ? undefined : message;

/** Maximum length (e.g. the SMS verification code, 255). */
export const maxLengthValidator =
  (max: number, message: string): Validator =>
  (value) =>
    typeof value === 'string' && value.length > max ? message : undefined;

/** The first error of several validators. */
export const composeValidators =
  (...validators: (Validator | undefined)[]): Validator =>
  (value) => {
    for (const v of validators) {
      const error = v?.(value);
      if (error) return error;
    }
    return undefined;
  };

/** The placeholder of a field: its label with the '＊' mark when required (spec 1 §5). */
export const placeholderOf = (label: string, required: boolean) =>
  required ? `＊${label}` : label;
