import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ExclusionKind,
  ExclusionPeriod,
  LimitKind,
  LimitPeriod,
  PlaySession,
  ResponsibleSettings,
} from '@/api/contract/member-responsible';
import { idlePart, partReducers, type Part } from '@/core/loaded-part';
import type { PageFailure } from '@/core/page-failure';
import { sessionActions } from '@/core/session/slice';

/** Which limit a change is about. */
export interface LimitKey {
  kind: LimitKind;
  period: LimitPeriod;
}

/** A change the member asks for: a new amount (null removes the limit). */
export interface LimitChange extends LimitKey {
  amount: number | null;
}

/** One request of the page (a limit saved or cancelled, the interval, a time-out) and its outcome. */
export interface Request<K = string> {
  status: 'idle' | 'sending' | 'done' | 'failed';
  /** Which control sent it (the limit's `kind:period`, 'realityCheck', the exclusion kind). */
  key: K | null;
  failure: PageFailure | null;
}

/** What the reality check shows while it is open. */
export interface RealityCheck {
  open: boolean;
  /** The periodic reminder, or the end of today's play time (the daily session time limit). */
  kind: 'check' | 'timeUp';
  session: PlaySession | null;
  /** When it showed (ms), for the session's length. */
  shownAt: number | null;
}

/** The responsible gaming page (member centre `responsible`) and the reality check. */
export interface ResponsibleState {
  settings: Part<ResponsibleSettings>;
  save: Request;
  exclusion: Request<ExclusionKind>;
  realityCheck: RealityCheck;
}

const idleRequest = { status: 'idle', key: null, failure: null } as const;

export const initialResponsibleState: ResponsibleState = {
  settings: idlePart(),
  save: idleRequest,
  exclusion: idleRequest,
  realityCheck: { open: false, kind: 'check', session: null, shownAt: null },
};

export const limitKeyOf = ({ kind, period }: LimitKey) => `${kind}:${period}`;

const responsibleSlice = createSlice({
  name: 'responsible',
  initialState: initialResponsibleState,
  reducers: {
    /** The page is shown, or its retry. */
    opened() {},
    closed() {},
    ...partReducers((state: ResponsibleState) => state.settings),
    /** Set (or remove: amount null) a limit. */
    limitSubmitted(_state, _action: PayloadAction<LimitChange>) {},
    /** Cancel a limit's pending raise or removal. */
    limitChangeCancelled(_state, _action: PayloadAction<LimitKey>) {},
    realityCheckSubmitted(_state, _action: PayloadAction<15 | 30 | 60>) {},
    saveStarted(state, action: PayloadAction<string>) {
      state.save = { status: 'sending', key: action.payload, failure: null };
    },
    saveSucceeded(state, action: PayloadAction<ResponsibleSettings>) {
      state.save = { ...state.save, status: 'done' };
      state.settings = { status: 'loaded', failure: null, value: action.payload };
    },
    saveFailed(state, action: PayloadAction<PageFailure>) {
      state.save = { ...state.save, status: 'failed', failure: action.payload };
    },
    /** A time-out or self-exclusion, confirmed with the password. */
    exclusionSubmitted(
      _state,
      _action: PayloadAction<{ kind: ExclusionKind; period: ExclusionPeriod; password: string }>,
    ) {},
    exclusionStarted(state, action: PayloadAction<ExclusionKind>) {
      state.exclusion = { status: 'sending', key: action.payload, failure: null };
    },
    exclusionFailed(state, action: PayloadAction<PageFailure>) {
      state.exclusion = { ...state.exclusion, status: 'failed', failure: action.payload };
    },
    /** The member edits a form again: its last outcome goes. */
    outcomeCleared(state) {
      state.save = idleRequest;
      state.exclusion = idleRequest;
    },
    /** The interval changed on the page: the reality check's timer starts over. */
    realityCheckChanged(_state, _action: PayloadAction<15 | 30 | 60>) {},
    realityCheckShown(
      state,
      action: PayloadAction<{ session: PlaySession; at: number; kind?: RealityCheck['kind'] }>,
    ) {
      state.realityCheck = {
        open: true,
        kind: action.payload.kind ?? 'check',
        session: action.payload.session,
        shownAt: action.payload.at,
      };
    },
    /** The member's answer: continue, see the betting record, or log out. */
    realityCheckAnswered(state, _action: PayloadAction<'continue' | 'history' | 'logout'>) {
      state.realityCheck = { ...state.realityCheck, open: false };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialResponsibleState);
  },
});

export const responsibleActions = responsibleSlice.actions;
export const responsibleReducer = responsibleSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    responsible: ResponsibleState;
  }
}
