import type { RootState } from '@/app/store';
import { initialResponsibleState, type ResponsibleState } from './slice';

/** The page's state (its initial state before the feature is injected). */
export const selectResponsible = (s: RootState): ResponsibleState =>
  s.responsible ?? initialResponsibleState;
export const selectResponsibleSettings = (s: RootState) => selectResponsible(s).settings;
export const selectResponsibleSave = (s: RootState) => selectResponsible(s).save;
export const selectExclusion = (s: RootState) => selectResponsible(s).exclusion;
export const selectRealityCheck = (s: RootState) => selectResponsible(s).realityCheck;
