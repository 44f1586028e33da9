import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Game, VendorCard } from '@/api/contract/games';
import type { GameCategory } from '@/api/contract/constants';
import { COLLAPSED_SIDE_MENU_PATHS } from '@/core/routes';
import type { SideCategory } from '../../core/game-categories';
import type { LoadStatus } from '@/core/loaded-part';

/**
 * The games lobby's filter, set by the side bar (spec 1 §4 Left bar) and read by the lobby.
 * `gameType` is the category code the game list is asked for (ESPORTS included).
 */
export interface LobbyFilter {
  category: GameCategory | null;
  vendor: string | null;
  gameType: string | null;
  page: number;
}

/** A help-centre article (GET /wps/system/helpCenter); `content` is HTML from the server. */
export interface HelpArticle {
  id: string | number;
  title: string;
  content: string;
  category?: string | null;
}

export interface ShellState {
  /** Categories of the side bar and the footer's providers, from the vendors answer. */
  vendors: { status: LoadStatus; categories: SideCategory[] };
  lobbyFilter: LobbyFilter;
  sideMenu: {
    collapsed: boolean;
    /** Collapsed because the route asks for it (/seamless, /vnlottery), not by the user. */
    forcedByRoute: boolean;
    /** On a phone the bar is a drawer behind the header's menu button: open or not. */
    drawerOpen?: boolean;
  };
  help: { status: LoadStatus; articles: HelpArticle[]; error: string | null };
}

export const initialLobbyFilter: LobbyFilter = {
  category: null,
  vendor: null,
  gameType: null,
  page: 1,
};

export const initialShellState: ShellState = {
  vendors: { status: 'idle', categories: [] },
  lobbyFilter: initialLobbyFilter,
  sideMenu: { collapsed: false, forcedByRoute: false },
  help: { status: 'idle', articles: [], error: null },
};

/**
 * What a game start needs: a vendor card of the lanes, or a game of the lists (lobby, hot, recent,
 * favourites) with its vendor's display name filled in.
 */
export type GameStartTarget = VendorCard | (Game & Pick<VendorCard, 'displayName'>);

const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    /** Load the vendors once (side bar categories, footer providers); a no-op once loaded. */
    vendorsRequested() {},
    vendorsLoading(state) {
      state.vendors.status = 'loading';
    },
    vendorsLoaded(state, action: PayloadAction<SideCategory[]>) {
      state.vendors = { status: 'loaded', categories: action.payload };
    },
    vendorsFailed(state) {
      state.vendors = { status: 'failed', categories: [] };
    },

    /** Home in the side bar: the lobby filters go back to their defaults (the link navigates). */
    homeChosen(state) {
      state.lobbyFilter = initialLobbyFilter;
    },
    /** A category entry: lottery starts its first game, others filter the lobby and navigate. */
    categoryChosen(_state, _action: PayloadAction<{ category: GameCategory }>) {},
    /** A category's 'all' entry: the category page, unfiltered. */
    vendorAllChosen(_state, _action: PayloadAction<{ category: GameCategory }>) {},
    /** A vendor entry: its vendor list (or fish) filters the lobby, anything else starts the game. */
    vendorChosen(_state, _action: PayloadAction<{ category: GameCategory; vendor: VendorCard }>) {},
    /** The lobby's filter (the lobby itself changes `page` and the rest through this too). */
    lobbyFilterChanged(state, action: PayloadAction<Partial<LobbyFilter>>) {
      state.lobbyFilter = { ...state.lobbyFilter, ...action.payload };
    },
    lobbyFilterReset(state) {
      state.lobbyFilter = initialLobbyFilter;
    },

    /** Start a game: handled by the lazy launch feature's workflow (spec 2 §4). */
    gameStartRequested(_state, _action: PayloadAction<{ game: GameStartTarget }>) {},

    sideMenuToggled(state) {
      state.sideMenu = { collapsed: !state.sideMenu.collapsed, forcedByRoute: false };
    },
    /** The header's menu button (phones): the side bar's drawer opens or closes. */
    drawerToggled(state) {
      state.sideMenu.drawerOpen = !state.sideMenu.drawerOpen;
    },
    /** Escape, the backdrop, the close button or a choice in the drawer closes it. */
    drawerClosed(state) {
      state.sideMenu.drawerOpen = false;
    },
    sideMenuCollapsed(state, action: PayloadAction<boolean>) {
      state.sideMenu = { collapsed: action.payload, forcedByRoute: false };
    },
    /**
     * A route with the side bar was entered: /seamless and /vnlottery start it collapsed; leaving
     * them gives back the expanded bar, while a choice the user made elsewhere is kept.
     */
    sideMenuRouteEntered(state, action: PayloadAction<string>) {
      const forced = (COLLAPSED_SIDE_MENU_PATHS as readonly string[]).includes(action.payload);
      state.sideMenu.drawerOpen = false;
      if (forced) state.sideMenu = { collapsed: true, forcedByRoute: true };
      else if (state.sideMenu.forcedByRoute)
        state.sideMenu = { collapsed: false, forcedByRoute: false };
    },

    /** Platform messages of the customer-service sub-menu (member centre page messageV2). */
    platformMessagesRequested() {},
    /** The footer's responsible gaming link (issue 30). */
    responsibleGamingRequested() {},

    helpCenterRequested(state) {
      state.help.status = 'loading';
      state.help.error = null;
    },
    helpCenterLoaded(state, action: PayloadAction<HelpArticle[]>) {
      state.help = { status: 'loaded', articles: action.payload, error: null };
    },
    helpCenterFailed(state, action: PayloadAction<string>) {
      state.help = { status: 'failed', articles: [], error: action.payload };
    },
  },
});

export const shellActions = shellSlice.actions;
export const shellReducer = shellSlice.reducer;
