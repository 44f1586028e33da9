import { createContentFixtures } from '../../fixtures/content';
import { initialNoticesState, type NoticesState } from '@/features/notices/slice';

/** The seeded announcements, as the start-up call answers them. */
export function seededNotices(over: Partial<NoticesState> = {}): NoticesState {
  const content = createContentFixtures();
  return {
    ...initialNoticesState,
    status: 'loaded',
    banners: content.banners,
    player: content.player,
    notices: content.notice,
    promotions: content.promotion,
    popups: content.popup,
    ...over,
  };
}
