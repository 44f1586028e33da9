/** While a deposit is pending, its orders are asked for again this often (tab shown, page open). */
export const DEPOSIT_POLL_MS = 5_000;

/** How many of the member's latest deposit orders the page shows. */
export const DEPOSIT_ORDERS_SHOWN = 10;
