import type { RootState } from '@/app/store';

export const selectAvatarUrl = (s: RootState) => s.wallet.avatarUrl;
export const selectWallet = (s: RootState) => s.wallet;
