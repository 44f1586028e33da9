import type { RootState } from '@/app/store';
import { SESSIONS_FLAG } from '@/api/contract/constants';
import { initialSecurityState, type SecurityState } from './slice';

/** The security centre's state (its initial state before the feature is injected). */
export const selectSecurity = (s: RootState): SecurityState => s.security ?? initialSecurityState;
export const selectSecurityInfo = (s: RootState) => selectSecurity(s).info;
export const selectSecurityCodes = (s: RootState) => selectSecurity(s).codes;
export const selectSecurityForms = (s: RootState) => selectSecurity(s).forms;
export const selectSessions = (s: RootState) => selectSecurity(s).sessions;
export const selectLoginHistory = (s: RootState) => selectSecurity(s).history;
export const selectSessionEnding = (s: RootState) => {
  const { ending, endFailure } = selectSecurity(s);
  return { ending, endFailure };
};
/** Whether the site offers active sessions and the login history (module SECSESSION3). */
export const selectSessionsOn = (s: RootState) => s.system.flags[SESSIONS_FLAG] === true;
