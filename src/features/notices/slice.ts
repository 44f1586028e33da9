import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnnouncementsValue, Banner, Notice, Popup, Promotion } from '@/api/contract/notices';
import { sessionActions } from '@/core/session/slice';
import type { LoadStatus } from '@/core/loaded-part';

/**
 * The lists the notice modal can show: `notice` the announcements (type H), `player` the player
 * notices of the marquee (type PL), `popup` the popups being shown (type PU).
 */
export type NoticeList = 'notice' | 'player' | 'popup';
export const NOTICE_LISTS: readonly NoticeList[] = ['notice', 'player', 'popup'];

export interface NoticesState {
  /** The announcements call of the start (types B, PL, PU, PR, H; execution B). */
  status: LoadStatus;
  banners: Banner[];
  player: Notice[];
  notices: Notice[];
  promotions: Promotion[];
  /** Every popup known: execution B from the start, A and F once logged in. */
  popups: Popup[];
  /** The popups of the popup view (those shown this time). */
  shownPopups: Popup[];
  /** Ids of popups already shown in this session (mirrors session storage index_notice). */
  seenPopupIds: string[];
  /** Selected index per list: kept between openings; the modal's page follows it. */
  selected: Record<NoticeList, number>;
  /** The login flow reported a first login (popups of execution F are due). */
  firstLogin: boolean;
  /** The after-login popup call (execution A and F). */
  loginPopups: 'idle' | 'loading' | 'loaded';
}

export const initialNoticesState: NoticesState = {
  status: 'idle',
  banners: [],
  player: [],
  notices: [],
  promotions: [],
  popups: [],
  shownPopups: [],
  seenPopupIds: [],
  selected: { notice: 0, player: 0, popup: 0 },
  firstLogin: false,
  loginPopups: 'idle',
};

const mergePopups = (known: Popup[], incoming: Popup[]) => {
  const ids = new Set(incoming.map((p) => String(p.id)));
  return [...known.filter((p) => !ids.has(String(p.id))), ...incoming];
};

const noticesSlice = createSlice({
  name: 'notices',
  initialState: initialNoticesState,
  reducers: {
    announcementsRequested(state) {
      state.status = 'loading';
    },
    announcementsLoaded(state, action: PayloadAction<AnnouncementsValue>) {
      const value = action.payload;
      state.status = 'loaded';
      state.banners = value.banners;
      state.player = value.player;
      state.notices = value.notice;
      state.promotions = value.promotion;
      state.popups = mergePopups(state.popups, value.popup);
    },
    announcementsFailed(state) {
      state.status = 'failed';
    },
    loginPopupsRequested(state) {
      state.loginPopups = 'loading';
    },
    loginPopupsLoaded(state, action: PayloadAction<Popup[]>) {
      state.loginPopups = 'loaded';
      state.popups = mergePopups(state.popups, action.payload);
    },
    /** The popup view shows these popups (first one selected unless `selected` says otherwise). */
    popupsShown(state, action: PayloadAction<{ popups: Popup[]; selected?: number }>) {
      state.shownPopups = action.payload.popups;
      state.selected.popup = action.payload.selected ?? 0;
    },
    popupsSeen(state, action: PayloadAction<string[]>) {
      state.seenPopupIds = [...new Set([...state.seenPopupIds, ...action.payload])];
    },
    noticeSelected(state, action: PayloadAction<{ list: NoticeList; index: number }>) {
      state.selected[action.payload.list] = Math.max(0, Math.floor(action.payload.index));
    },
    /** Opens the notice modal on a list (at `index` when given, else at the kept selection). */
    noticeModalRequested(_state, _action: PayloadAction<{ list: NoticeList; index?: number }>) {},
    /** A banner whose linkage is a game (G) was clicked: `nodeId` is its linkage. */
    bannerGameRequested(_state, _action: PayloadAction<{ nodeId: string }>) {},
    /**
     * The login flow saw `firstTimeLogin` in the login answer: popups of execution F are due.
     * Dispatch it after the session was established (or before: both orders work).
     */
    firstLoginDetected(state) {
      state.firstLogin = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, (state) => {
      state.firstLogin = false;
      state.loginPopups = 'idle';
      state.popups = state.popups.filter((p) => p.execution === 'B');
    });
  },
});

export const noticesActions = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;
