import type { Promotion } from '@/api/contract/notices';
import { signUpTermsOf } from '@/lib/promotion-terms';
import type { MemberPromotionState, PromotionAction } from './slice';

/** Every promotion in the list: "all" then each category present, in the order first met. */
export const ALL_CATEGORIES = 'all';

export function categoriesOf(promotions: readonly Promotion[]): string[] {
  return [ALL_CATEGORIES, ...new Set(promotions.map((p) => p.category))];
}

/** The promotions of a category ("all" or an unknown category: every promotion). */
export function promotionsOf(promotions: readonly Promotion[], category: string): Promotion[] {
  return category === ALL_CATEGORIES
    ? [...promotions]
    : promotions.filter((p) => p.category === category);
}

/** The category named in the address, when the list has it (else "all"). */
export function chosenCategory(promotions: readonly Promotion[], asked: string | null): string {
  return asked && categoriesOf(promotions).includes(asked) ? asked : ALL_CATEGORIES;
}

/** The promotion of an id from the address (ids may be numbers on the server). */
export const promotionOfId = (promotions: readonly Promotion[], id: string | null) =>
  id === null ? undefined : promotions.find((p) => String(p.id) === id);

/**
 * The one action a promotion offers the member in its state (spec 2 §4): join (or the activity
 * application where the promotion asks for one) and claim; every other state (joined, applying,
 * in process, issued, claimed, rejected, closed, coming soon) only says where it stands.
 */
export function actionOf(
  promotion: Promotion,
  state: MemberPromotionState | undefined,
): PromotionAction | null {
  if (state?.status === 'join')
    return signUpTermsOf(promotion).applicationRequired ? 'apply' : 'join';
  if (state?.status === 'claim') return 'claim';
  return null;
}

/** Whether the action pays money into the main wallet (the header's balance is asked again). */
export const paysOut = (action: PromotionAction) => action === 'claim';

/** Why an activity application can not be sent yet (null: it can). */
export type ApplicationProblem = 'commentRequired' | 'commentTooLong' | 'ageRequired';

export function applicationProblems(
  form: { comment: string; ageConfirmed: boolean },
  commentMax: number,
): ApplicationProblem[] {
  const problems: ApplicationProblem[] = [];
  const comment = form.comment.trim();
  if (!comment) problems.push('commentRequired');
  else if (comment.length > commentMax) problems.push('commentTooLong');
  if (!form.ageConfirmed) problems.push('ageRequired');
  return problems;
}
