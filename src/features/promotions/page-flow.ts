/** Why a promotions page's call failed: the member centre's one classification. */
export type { PageFailure as Failure } from '@/core/page-failure';
export { pageFailureOf as failureOf, retryable } from '@/core/page-failure';
