import type { RootState } from '@/app/store';
import { selectCurrencySymbol } from '@/core/system/selectors';

export const selectAvatarUrl = (s: RootState) => s.wallet.avatarUrl;
export const selectWallet = (s: RootState) => s.wallet;

/** The symbol money is shown with: the session's (balance answer), else the brand's, else '$'. */
export const selectMoneySymbol = (s: RootState) =>
  s.wallet.currencySymbol || selectCurrencySymbol(s) || '$';
