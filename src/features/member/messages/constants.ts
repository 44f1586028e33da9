/** Messages per page of the inbox (spec 2 §9 pagination). */
export const INBOX_PAGE_SIZE = 10;
