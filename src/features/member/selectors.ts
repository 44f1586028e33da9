import type { RootState } from '@/app/store';
import { centreAccessView } from '@/core/session/centre-access';
import { initialMemberState, type MemberState } from './slice';

/** The feature's state (its initial state before the feature is injected). */
export const selectMember = (s: RootState): MemberState => s.member ?? initialMemberState;

export const selectMissionCount = (s: RootState) => selectMember(s).missionCount;

/** What the panel shows: nothing (visitor asked to log in, trial refused), loading, or itself. */
export const selectPanelView = (s: RootState): 'none' | 'loading' | 'panel' => {
  const { access, summary } = selectMember(s);
  const view = centreAccessView(access);
  return view === 'granted' ? (summary === 'done' ? 'panel' : 'loading') : view;
};
