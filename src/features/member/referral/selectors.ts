import type { RootState } from '@/app/store';
import { initialReferralState, type ReferralState } from './slice';

/** The referral page's state (its initial state until the feature is injected). */
export const selectReferral = (s: RootState): ReferralState => s.referral ?? initialReferralState;
