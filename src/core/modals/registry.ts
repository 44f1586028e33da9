import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyWithFeature } from '@/core/lazy-section';
import type { ModalName } from './slice';
import type { ModalComponentProps } from './types';

/**
 * Each modal is its own chunk, loaded when first opened (keeps the first page light). Modals of
 * lazy features (auth, register, account, launch) bring their feature (state, saga, texts) with them.
 */
export const MODALS: Record<ModalName, LazyExoticComponent<ComponentType<ModalComponentProps>>> = {
  loginPopupModal: lazyWithFeature(() => import('@/features/auth/modals/LoginPopupModal')),
  registerModal: lazyWithFeature(() => import('@/features/register/modals/RegisterModal')),
  registerSuccessModal: lazyWithFeature(
    () => import('@/features/register/modals/RegisterSuccessModal'),
  ),
  changePassModal: lazyWithFeature(() => import('@/features/account/modals/ChangePassModal')),
  forgetPassModal: lazyWithFeature(() => import('@/features/account/modals/ForgetPassModal')),
  noticeModal: lazy(() => import('@/features/notices/modals/NoticeModal')),
  helpModal: lazy(() => import('@/features/shell/modals/HelpModal')),
  gamePopup: lazyWithFeature(() => import('@/features/launch/modals/GamePopupModal')),
  pvpRooms: lazyWithFeature(() => import('@/features/launch/modals/PvpRoomsModal')),
  gameSuggestions: lazyWithFeature(() => import('@/features/launch/modals/GameSuggestionsModal')),
  gameLaunching: lazyWithFeature(() => import('@/features/launch/modals/GameLaunchingModal')),
};
