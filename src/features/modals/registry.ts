import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyWithFeature } from '@/app/lazy-section';
import type { ModalName } from './slice';
import type { ModalComponentProps } from './types';

/** Each modal is its own chunk, loaded when first opened (keeps the first page light). */
export const MODALS: Record<ModalName, LazyExoticComponent<ComponentType<ModalComponentProps>>> = {
  loginPopupModal: lazy(() => import('@/features/auth/modals/LoginPopupModal')),
  registerModal: lazy(() => import('@/features/register/modals/RegisterModal')),
  registerSuccessModal: lazy(() => import('@/features/register/modals/RegisterSuccessModal')),
  changePassModal: lazy(() => import('@/features/account/modals/ChangePassModal')),
  forgetPassModal: lazy(() => import('@/features/account/modals/ForgetPassModal')),
  noticeModal: lazy(() => import('@/features/notices/modals/NoticeModal')),
  helpModal: lazy(() => import('@/features/shell/modals/HelpModal')),
  // Modals of lazy features bring their feature (state, saga, texts) with them.
  gamePopup: lazyWithFeature(() => import('@/features/launch/modals/GamePopupModal')),
  pvpRooms: lazyWithFeature(() => import('@/features/launch/modals/PvpRoomsModal')),
  gameSuggestions: lazyWithFeature(() => import('@/features/launch/modals/GameSuggestionsModal')),
  gameLaunching: lazyWithFeature(() => import('@/features/launch/modals/GameLaunchingModal')),
};
