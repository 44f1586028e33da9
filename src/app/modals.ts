import { lazy } from 'react';
import { lazyComponent } from '@/core/lazy-feature';
import type { ModalTable } from '@/core/modals/registry';

/**
 * Every modal by name, each its own chunk, loaded when first opened (keeps the first page light).
 * Modals of lazy features (auth, register, account, launch) bring their feature (state, saga,
 * texts) with them. Registered with the modal host by `src/app/store.ts`.
 */
export const APP_MODALS: ModalTable = {
  loginPopupModal: lazyComponent(() => import('./LoginPopup')),
  registerModal: lazyComponent(() => import('@/features/register/modals/RegisterModal')),
  registerSuccessModal: lazyComponent(
    () => import('@/features/register/modals/RegisterSuccessModal'),
  ),
  changePassModal: lazyComponent(() => import('@/features/account/modals/ChangePassModal')),
  forgetPassModal: lazyComponent(() => import('@/features/account/modals/ForgetPassModal')),
  noticeModal: lazy(() => import('@/features/notices/modals/NoticeModal')),
  helpModal: lazy(() => import('@/features/shell/modals/HelpModal')),
  gamePopup: lazyComponent(() => import('@/features/launch/modals/GamePopupModal')),
  pvpRooms: lazyComponent(() => import('@/features/launch/modals/PvpRoomsModal')),
  gameSuggestions: lazyComponent(() => import('@/features/launch/modals/GameSuggestionsModal')),
  gameLaunching: lazyComponent(() => import('@/features/launch/modals/GameLaunchingModal')),
  realityCheck: lazyComponent(
    () => import('@/features/member/responsible/components/RealityCheckModal'),
  ),
};
