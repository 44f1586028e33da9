import type { RootState } from '@/app/store';
import { initialAgentHomeState } from './slice';

/** Before the feature is injected: its initial state (one object, so selectors stay stable). */
const INITIAL = initialAgentHomeState();

export const selectAnnouncements = (s: RootState) =>
  s.agentHome?.announcements ?? INITIAL.announcements;

export const selectOverview = (s: RootState) => s.agentHome?.overview ?? INITIAL.overview;
