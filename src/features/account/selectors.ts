import { LISTED_AGENT_TYPES } from '@/api/contract/constants';
import type { RootState } from '@/app/store';
import { ACCOUNT_CENTRE_TYPES, TRIAL_ACCOUNT_TYPE } from '@/core/session/gates';
import { selectIsLoggedIn } from '@/core/session/selectors';

/** The member's account type (session storage `isAgent`); null for a visitor or before member info. */
export const selectAccountType = (s: RootState): number | null => s.session.member?.type ?? null;

/** isAgent types 1, 2, 4, 41, 42 (spec 1 §6: the trial account 4 counts, as in the legacy portal). */
export const selectIsAgent = (s: RootState) =>
  (LISTED_AGENT_TYPES as readonly number[]).includes(selectAccountType(s) ?? -1);

/** Trial (free-play) account, type 4. */
export const selectIsTrial = (s: RootState) => selectAccountType(s) === TRIAL_ACCOUNT_TYPE;

/** Account centre: isAgent 1, 2, 41 or 42 (spec 1 §6). */
export const selectCanUseAccountCentre = (s: RootState) =>
  selectIsLoggedIn(s) &&
  (ACCOUNT_CENTRE_TYPES as readonly number[]).includes(selectAccountType(s) ?? -1);

/** Member centre: a token and isAgent not 4 (spec 1 §6). */
export const selectCanUseMemberCentre = (s: RootState) => selectIsLoggedIn(s) && !selectIsTrial(s);

/** Free play is offered when the module flag FREEPLAY3 is on. */
export const selectFreePlayEnabled = (s: RootState) => s.system.flags.FREEPLAY3 === true;

/** The forgot-password modal shows its email/mobile tabs only with CHNGPASSVERIF3 (spec 1 §2.12). */
export const selectPhoneRecoveryEnabled = (s: RootState) => s.system.flags.CHNGPASSVERIF3 === true;

export const selectChangePasswordPending = (s: RootState) => s.account.changePassword === 'pending';
export const selectForgotCodePending = (s: RootState) => s.account.forgotCode === 'pending';
export const selectForgotCountdown = (s: RootState) => s.account.forgotCountdown;
export const selectForgotEmailPending = (s: RootState) => s.account.forgotEmail === 'pending';
export const selectForgotPhonePending = (s: RootState) => s.account.forgotPhone === 'pending';
