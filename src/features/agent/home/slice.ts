import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ResponseOf } from '@/api/client';
import { idlePart, partReducers, type Part } from '@/core/loaded-part';
import { sessionActions } from '@/core/session/slice';
import { presetRange, type DateRange } from '@/lib/date-range';

/**
 * The presets of the team overview: the previous 7 and 30 days (the overview counts what
 * happened; the records' "next" presets would only ever show today).
 */
export const OVERVIEW_PRESETS = ['previous7', 'previous30'] as const;
export type OverviewPreset = (typeof OVERVIEW_PRESETS)[number];

/** Announcements per page. */
export const ANNOUNCEMENTS_PAGE_SIZE = 5;

export interface AgentHomeState {
  /** The announcement page (agentAnnouncement). */
  announcements: Part<ResponseOf<'agentAnnouncements'>> & { pageNo: number };
  /** The team overview (agentTeamOverview): a preset or a custom range, and its figures. */
  overview: Part<ResponseOf<'teamOverview'>> & { preset: OverviewPreset | null; range: DateRange };
}

export const initialAgentHomeState = (today: Date | number = Date.now()): AgentHomeState => ({
  announcements: { ...idlePart(), pageNo: 1 },
  overview: { ...idlePart(), preset: 'previous7', range: presetRange('previous7', today) },
});

const announcements = partReducers((state: AgentHomeState) => state.announcements);
const overview = partReducers((state: AgentHomeState) => state.overview);

const homeSlice = createSlice({
  name: 'agentHome',
  initialState: initialAgentHomeState,
  reducers: {
    /** The announcement page showed (or its retry): the current page is asked. */
    announcementsOpened() {},
    announcementsPageChosen(state, action: PayloadAction<number>) {
      state.announcements.pageNo = action.payload;
    },
    announcementsLoading: announcements.loading,
    announcementsLoaded: announcements.loaded,
    announcementsFailed: announcements.failed,
    /** The overview showed (or its retry): its figures for the range chosen. */
    overviewOpened() {},
    /** A preset (its range counted from today) or a custom range, already checked. */
    overviewRangeChosen(
      state,
      action: PayloadAction<{ preset: OverviewPreset | null; range: DateRange }>,
    ) {
      state.overview.preset = action.payload.preset;
      state.overview.range = action.payload.range;
    },
    overviewLoading: overview.loading,
    overviewLoaded: overview.loaded,
    overviewFailed: overview.failed,
    /** The login button of a page whose session ended. */
    loginAsked() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialAgentHomeState());
  },
});

export const agentHomeActions = homeSlice.actions;
export const agentHomeReducer = homeSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    agentHome: AgentHomeState;
  }
}
