/** While a withdrawal waits for review or payout, the list is asked for again this often. */
export const WITHDRAW_POLL_MS = 5_000;

/** How many of the member's latest withdrawals the page shows. */
export const WITHDRAWALS_SHOWN = 10;

/** The proof of a payout that did not arrive: one png or jpg image of at most 5 MB (spec 2 §5). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
