import type { RootState } from '@/app/store';
import { initialProfileState, type ProfileState } from './slice';

/** The profile feature's state (its initial state until the feature is injected). */
export const selectProfile = (s: RootState): ProfileState => s.profile ?? initialProfileState;
