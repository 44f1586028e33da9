/**
 * The id under which the change-password modal answers its offer to end the other sessions
 * (issue 30): a message-box answer (`dialogsActions.answered`), so the offer needs nothing in the
 * first page's state.
 */
export const END_OTHERS_OFFER = 'change-password-end-others';
