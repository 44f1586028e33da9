import type { ComponentType } from 'react';
import { lazyComponent } from '@/core/lazy-feature';
import type { MemberCentrePage } from '@/core/member-centre';

/**
 * The member centre's pages by key (spec 2 §2), each its own chunk loaded when first shown. The
 * panel (features/member) shows them; every page key has its module (the type says so). A page module default-exports its component and may export its lazy `feature`.
 */
export const MEMBER_PAGES: Record<MemberCentrePage, ComponentType> = {
  securityCenter: lazyComponent(() => import('@/features/account/security/SecurityCenterPage')),
  transferFund: lazyComponent(() => import('@/features/wallet/transfer/TransferFundPage')),
  transferUpline: lazyComponent(() => import('@/features/wallet/transfer/TransferUplinePage')),
  depositv2: lazyComponent(() => import('@/features/wallet/deposit/DepositPage')),
  withdraw: lazyComponent(() => import('@/features/wallet/withdraw/WithdrawPage')),
  personalHistoryCopy: lazyComponent(() => import('@/features/wallet/records/BettingRecordPage')),
  transactionHistory: lazyComponent(() => import('@/features/wallet/records/AccountRecordPage')),
  personalProfit: lazyComponent(() => import('@/features/wallet/records/ProfitLossPage')),
  bonusDetails: lazyComponent(() => import('@/features/wallet/records/BonusDetailsPage')),
  responsible: lazyComponent(() => import('@/features/member/responsible/ResponsiblePage')),
  referral: lazyComponent(() => import('@/features/member/referral/ReferralPage')),
  missionLeaderboard: lazyComponent(() => import('@/features/member/missions/MissionPage')),
  rewardCenter: lazyComponent(() => import('@/features/promotions/rewards/RewardCenterPage')),
  manualRebate: lazyComponent(() => import('@/features/promotions/rebate/ManualRebatePage')),
  profile: lazyComponent(() => import('@/features/member/profile/ProfilePage')),
  avatar: lazyComponent(() => import('@/features/member/profile/AvatarPage')),
  playerRank: lazyComponent(() => import('@/features/member/rank/PlayerRankPage')),
  messageV2: lazyComponent(() => import('@/features/member/messages/MessagesPage')),
  feedback: lazyComponent(() => import('@/features/member/feedback/FeedbackPage')),
};
