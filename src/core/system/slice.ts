import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_BRAND } from '@/api/contract/start-constants';
import type {
  BrandConfig,
  Country,
  CustomerService,
  FieldRule,
  Resource,
} from '@/api/contract/system';

/**
 * 0 normal, 1 maintenance, 2 region restricted (spec 1 §2.1); 3 the portal's own: the host is not
 * one of the platform's domains (spec 2 §8 'Invalid URL, please contact customer service').
 */
export type SystemStatusCode = 0 | 1 | 2 | 3;

export interface StartupResult {
  brand: BrandConfig;
  status: SystemStatusCode;
  maintenanceEndTime: number | null;
  location: { ip: string; country: string };
  flags: Record<string, boolean>;
  registerRules: Record<string, FieldRule>;
  resources: Resource[];
  customerService: CustomerService[];
  imageCdn: string | null;
  launchCdn: string | null;
  languages: string[];
  gtagId: string | null;
}

export interface SystemState extends StartupResult {
  phase: 'booting' | 'ready' | 'failed';
  errorMessage: string | null;
  countries: Country[];
  /** Last notice for the user from a system action (e.g. customer service unavailable). */
  notice: 'noCustomerService' | 'popupBlocked' | null;
}

export const initialSystemState: SystemState = {
  phase: 'booting',
  errorMessage: null,
  brand: DEFAULT_BRAND,
  status: 0,
  maintenanceEndTime: null,
  location: { ip: '', country: '' },
  flags: {},
  registerRules: {},
  resources: [],
  customerService: [],
  imageCdn: null,
  launchCdn: null,
  languages: ['TY', 'EN'],
  gtagId: null,
  countries: [],
  notice: null,
};

const systemSlice = createSlice({
  name: 'system',
  initialState: initialSystemState,
  reducers: {
    startupRequested(state) {
      state.phase = 'booting';
      state.errorMessage = null;
    },
    startupSucceeded(state, action: PayloadAction<StartupResult>) {
      return { ...state, ...action.payload, phase: 'ready', errorMessage: null };
    },
    startupFailed(state, action: PayloadAction<string>) {
      state.phase = 'failed';
      state.errorMessage = action.payload;
    },
    /**
     * The status asked again when the tab comes back (statusRecheckFlow): maintenance or the region
     * rule may have begun or ended meanwhile. The domain check's 3 is the portal's own and stays.
     */
    statusChecked(
      state,
      action: PayloadAction<{ status: SystemStatusCode; maintenanceEndTime: number | null }>,
    ) {
      if (state.status === 3) return;
      state.status = action.payload.status;
      state.maintenanceEndTime = action.payload.maintenanceEndTime;
    },
    /** The white-label switches asked again where they must be fresh (see flagsFlow). */
    flagsRequested() {},
    flagsLoaded(state, action: PayloadAction<Record<string, boolean>>) {
      state.flags = action.payload;
    },
    countriesLoaded(state, action: PayloadAction<Country[]>) {
      state.countries = action.payload;
    },
    customerServiceRequested() {},
    noticeShown(state, action: PayloadAction<SystemState['notice']>) {
      state.notice = action.payload;
    },
  },
});

export const systemActions = systemSlice.actions;
export const systemReducer = systemSlice.reducer;
