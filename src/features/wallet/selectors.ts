import type { RootState } from '@/app/store';
import { selectCurrencySymbol } from '@/core/system/selectors';

export const selectAvatarUrl = (s: RootState) => s.wallet.avatarUrl;
export const selectWallet = (s: RootState) => s.wallet;
/** Unread platform messages (null: not known yet). */
export const selectUnreadCount = (s: RootState) => s.wallet.unreadCount;
/** The unread badge's text (99+ above 99); null when nothing is unread. */
export const selectUnreadBadge = (s: RootState) => {
  const count = s.wallet.unreadCount ?? 0;
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
};

/** The symbol money is shown with: the session's (balance answer), else the brand's, else '$'. */
export const selectMoneySymbol = (s: RootState) =>
  s.wallet.currencySymbol || selectCurrencySymbol(s) || '$';
