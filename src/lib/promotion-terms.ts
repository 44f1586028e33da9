import { ACTIVITY_APPLICATION } from '@/api/contract/constants';
import type { Promotion } from '@/api/contract/notices';

/**
 * What a promotion of the announcements' list asks of the member beyond joining (the inferred
 * fields of `SignUpTerms` in the contract): an activity application, the age to confirm (18 when
 * it names none, spec 2 §5) and its own rules. Used by the promotions pages and the mock alike.
 */
export function signUpTermsOf(promotion: Promotion) {
  const { applicationRequired, minimumAge, rules } = promotion as Record<string, unknown>;
  return {
    applicationRequired: applicationRequired === true,
    minimumAge:
      typeof minimumAge === 'number' && Number.isInteger(minimumAge) && minimumAge > 0
        ? minimumAge
        : ACTIVITY_APPLICATION.defaultMinimumAge,
    rules: Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : [],
  };
}
