import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberProfileValue, ProfileField } from '@/api/contract/member';
import { sessionActions } from '@/core/session/slice';
import type { PageFailure } from '@/core/page-failure';
import { idlePart, partReducers, type Part } from '@/core/loaded-part';

/** A change sent to the server: sending, saved, or refused with the reason. */
export interface SaveStatus {
  status: 'idle' | 'saving' | 'saved' | 'failed';
  failure: PageFailure | null;
}

/** The member's avatar and the avatars to choose from. */
export interface AvatarValue {
  current: string | null;
  choices: string[];
}

export interface ProfileState {
  /** The fields with their values and rules, as last loaded or saved. */
  profile: Part<MemberProfileValue>;
  save: SaveStatus;
  avatar: Part<AvatarValue>;
  avatarSave: SaveStatus;
}

const idle = { status: 'idle' as const, failure: null };

export const initialProfileState: ProfileState = {
  profile: idlePart(),
  save: idle,
  avatar: idlePart(),
  avatarSave: idle,
};

const profile = partReducers((state: ProfileState) => state.profile);
const avatar = partReducers((state: ProfileState) => state.avatar);

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    /** The profile page is shown, or its retry: load the fields. */
    opened(state) {
      state.save = idle;
    },
    loading: profile.loading,
    loaded: profile.loaded,
    failed: profile.failed,
    /** The save: the changed fields only (never empty). */
    saveRequested(_state, _action: PayloadAction<Partial<Record<ProfileField, string>>>) {},
    saveStarted(state) {
      state.save = { status: 'saving', failure: null };
    },
    saved(state, action: PayloadAction<MemberProfileValue>) {
      state.save = { status: 'saved', failure: null };
      state.profile.value = action.payload;
    },
    saveFailed(state, action: PayloadAction<PageFailure>) {
      state.save = { status: 'failed', failure: action.payload };
    },
    /** The member edits again: the last outcome goes. */
    saveCleared(state) {
      state.save = idle;
    },
    /** The avatar page is shown, or its retry: load the current avatar and the choices. */
    avatarOpened(state) {
      state.avatarSave = idle;
    },
    avatarLoading: avatar.loading,
    avatarLoaded: avatar.loaded,
    avatarFailed: avatar.failed,
    avatarSaveRequested(_state, _action: PayloadAction<string>) {},
    avatarSaveStarted(state) {
      state.avatarSave = { status: 'saving', failure: null };
    },
    avatarSaved(state, action: PayloadAction<string>) {
      state.avatarSave = { status: 'saved', failure: null };
      if (state.avatar.value) state.avatar.value.current = action.payload;
    },
    avatarSaveFailed(state, action: PayloadAction<PageFailure>) {
      state.avatarSave = { status: 'failed', failure: action.payload };
    },
    avatarSaveCleared(state) {
      state.avatarSave = idle;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.sessionEnded, () => initialProfileState);
  },
});

export const profileActions = profileSlice.actions;
export const profileReducer = profileSlice.reducer;

declare module '@/app/store' {
  interface LazyFeatureStates {
    profile: ProfileState;
  }
}
