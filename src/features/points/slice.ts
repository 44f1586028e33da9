import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  PointConfigValue,
  PointDetail,
  PointDetailType,
  PointReward,
  RedeemRecord,
  RedeemStatus,
} from '@/api/contract/points';
import { idlePart, partReducers, type Part } from '@/core/loaded-part';
import type { PageFailure } from '@/core/page-failure';
import { sessionActions } from '@/core/session/slice';
import type { RewardCategory } from './rules';

/** A page of rows as the paged calls answer it. */
export interface Rows<T> {
  list: T[];
  totalPages: number;
  pageNo: number;
}

export interface PointBalance {
  balance: number;
  earned: number;
  spent: number;
}

export interface GoodsQuery {
  category: RewardCategory | null;
  page: number;
}
export interface HistoryQuery {
  status: RedeemStatus | null;
  page: number;
}
export interface DetailsQuery {
  type: PointDetailType | null;
  page: number;
}

/** What the member asks to redeem (the modal's form). */
export interface RedeemInput {
  reward: PointReward;
  quantity: number;
  address: string;
  phone: string;
  remarks: string;
  password: string;
}

/** A write's outcome: sending, done (with what it answered), refused. */
export type Outcome<T> =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; value: T }
  | { status: 'failed'; failure: PageFailure };

export interface PointsState {
  config: Part<PointConfigValue>;
  balance: Part<PointBalance>;
  /** Whether the member has a payment password (null: not known). */
  paymentPasswordSet: boolean | null;
  goods: Part<Rows<PointReward>>;
  goodsQuery: GoodsQuery;
  history: Part<Rows<RedeemRecord>>;
  historyQuery: HistoryQuery;
  details: Part<Rows<PointDetail>>;
  detailsQuery: DetailsQuery;
  redeem: Outcome<{ redeemId: string; rewardName: string }>;
  convert: Outcome<{ points: number; amount: number }>;
}

export const initialPointsState: PointsState = {
  config: idlePart(),
  balance: idlePart(),
  paymentPasswordSet: null,
  goods: idlePart(),
  goodsQuery: { category: null, page: 1 },
  history: idlePart(),
  historyQuery: { status: null, page: 1 },
  details: idlePart(),
  detailsQuery: { type: null, page: 1 },
  redeem: { status: 'idle' },
  convert: { status: 'idle' },
};

const config = partReducers((state: PointsState) => state.config);
const balance = partReducers((state: PointsState) => state.balance);
const goods = partReducers((state: PointsState) => state.goods);
const history = partReducers((state: PointsState) => state.history);
const details = partReducers((state: PointsState) => state.details);

const pointsSlice = createSlice({
  name: 'points',
  initialState: initialPointsState,
  reducers: {
    /** The page is shown: the config, the balance (a member's) and the goods load. */
    opened() {},
    closed() {},
    /** Retry of the config (the whole page) or of the balance. */
    configRequested() {},
    balanceRequested() {},
    configLoading: config.loading,
    configLoaded: config.loaded,
    configFailed: config.failed,
    balanceLoading: balance.loading,
    balanceLoaded: balance.loaded,
    balanceFailed: balance.failed,
    paymentPasswordKnown(state, action: PayloadAction<boolean>) {
      state.paymentPasswordSet = action.payload;
    },
    goodsRequested(state, action: PayloadAction<GoodsQuery>) {
      state.goodsQuery = action.payload;
    },
    goodsLoading: goods.loading,
    goodsLoaded: goods.loaded,
    goodsFailed: goods.failed,
    historyRequested(state, action: PayloadAction<HistoryQuery>) {
      state.historyQuery = action.payload;
    },
    historyLoading: history.loading,
    historyLoaded: history.loaded,
    historyFailed: history.failed,
    detailsRequested(state, action: PayloadAction<DetailsQuery>) {
      state.detailsQuery = action.payload;
    },
    detailsLoading: details.loading,
    detailsLoaded: details.loaded,
    detailsFailed: details.failed,
    /** A visitor pressed redeem or log in: the login popup. */
    loginAsked() {},
    redeemSubmitted(state, _action: PayloadAction<RedeemInput>) {
      state.redeem = { status: 'sending' };
    },
    redeemDone(state, action: PayloadAction<{ redeemId: string; rewardName: string }>) {
      state.redeem = { status: 'done', value: action.payload };
    },
    redeemFailed(state, action: PayloadAction<PageFailure>) {
      state.redeem = { status: 'failed', failure: action.payload };
    },
    /** The modal closed or its input changed: the last outcome goes. */
    redeemCleared(state) {
      state.redeem = { status: 'idle' };
    },
    convertSubmitted(state, _action: PayloadAction<{ points: number; password: string }>) {
      state.convert = { status: 'sending' };
    },
    convertDone(state, action: PayloadAction<{ points: number; amount: number }>) {
      state.convert = { status: 'done', value: action.payload };
    },
    convertFailed(state, action: PayloadAction<PageFailure>) {
      state.convert = { status: 'failed', failure: action.payload };
    },
    convertCleared(state) {
      state.convert = { status: 'idle' };
    },
  },
  extraReducers: (builder) => {
    // The member's parts go with the session; the goods and the rules stay (visitors see them).
    builder.addCase(sessionActions.sessionEnded, (state) => ({
      ...initialPointsState,
      config: state.config,
      goods: state.goods,
      goodsQuery: state.goodsQuery,
    }));
  },
});

export const pointsActions = pointsSlice.actions;
export const pointsReducer = pointsSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    points: PointsState;
  }
}
