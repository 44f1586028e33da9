import type { Notice } from '@/api/contract/notices';
import type { RootState } from '@/app/store';
import type { NoticeList } from './slice';

export const selectBanners = (s: RootState) => s.notices.banners;
export const selectNotices = (s: RootState) => s.notices.notices;
export const selectPlayerNotices = (s: RootState) => s.notices.player;

/** The notices of a list: announcements ('notice'), the player's, or the popups shown. */
export const selectNoticeItems = (s: RootState, list: NoticeList): Notice[] =>
  list === 'player'
    ? s.notices.player
    : list === 'popup'
      ? s.notices.shownPopups
      : s.notices.notices;
/** The selected index of a list (kept while the modal is closed). */
export const selectSelectedNotice = (s: RootState, list: NoticeList) => s.notices.selected[list];
