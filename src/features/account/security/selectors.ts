import type { RootState } from '@/app/store';
import { initialSecurityState, type SecurityState } from './slice';

/** The security centre's state (its initial state before the feature is injected). */
export const selectSecurity = (s: RootState): SecurityState => s.security ?? initialSecurityState;
export const selectSecurityInfo = (s: RootState) => selectSecurity(s).info;
export const selectSecurityCodes = (s: RootState) => selectSecurity(s).codes;
export const selectSecurityForms = (s: RootState) => selectSecurity(s).forms;
