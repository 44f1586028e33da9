/**
 * For `expect.poll`: check every 50 ms. Its default backs off to 250, 500 and then 1000 ms between
 * checks, so a value that arrives a moment after the first check is seen up to a second late.
 */
export const QUICK = { intervals: [50] };
