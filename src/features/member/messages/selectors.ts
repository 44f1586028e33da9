import type { RootState } from '@/app/store';
import { initialInboxState, type InboxState } from './slice';

/** The inbox page's state (its initial state before the feature is injected). */
export const selectInbox = (s: RootState): InboxState => s.inbox ?? initialInboxState;
