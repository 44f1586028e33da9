import type { Promotion } from '@/api/contract/notices';
import { signUpTermsOf } from '@/lib/promotion-terms';
import type { MemberPromotionState, PromotionAction } from './slice';

/** Every promotion in the list. */
export const ALL_CATEGORIES = 'all';
/** The category the register page's swiper shows: always offered as a filter. */
export const NEW_PLAYER_CATEGORY = 'new_player';

/**
 * The filters: "all", new players, each other category present in the order first met, and the
 * category the address asks for when the list has none of it (it then says so).
 */
export function categoriesOf(promotions: readonly Promotion[], asked: string | null = null) {
  const present = promotions.map((p) => p.category);
  return [...new Set([ALL_CATEGORIES, NEW_PLAYER_CATEGORY, ...present, ...(asked ? [asked] : [])])];
}

/** The promotions of a category ("all": every promotion). */
export function promotionsOf(promotions: readonly Promotion[], category: string): Promotion[] {
  return category === ALL_CATEGORIES
    ? [...promotions]
    : promotions.filter((p) => p.category === category);
}

/** The category named in the address ("all" when none). */
export const chosenCategory = (asked: string | null) => asked?.trim() || ALL_CATEGORIES;

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
