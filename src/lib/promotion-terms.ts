import { ACTIVITY_APPLICATION } from '@/api/contract/constants';
import type { Promotion } from '@/api/contract/notices';

/**
 * What a promotion of the announcements' list asks of the member beyond joining (its inferred
 * fields): an activity application, the age to confirm (18 when it names none, spec 2 §5) and its
 * own rules. Used by the promotions pages and the mock alike.
 */
export function signUpTermsOf(promotion: Promotion) {
  return {
    applicationRequired: promotion.applicationRequired === true,
    minimumAge: promotion.minimumAge ?? ACTIVITY_APPLICATION.defaultMinimumAge,
    rules: promotion.rules ?? [],
  };
}
