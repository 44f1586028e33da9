/** Feedback sent, per page of the history (spec 2 §9 pagination). */
export const FEEDBACK_PAGE_SIZE = 10;

/** Largest image of a feedback (spec 2 §5: png or jpg, at most 5 MB each). */
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
