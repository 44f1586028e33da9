import type { Story, StoryDefault } from '@ladle/react';
import { initialSystemState } from '@/core/system/slice';
import { withState } from '../../../../.ladle/story-store';
import { BannerStrip } from './BannerStrip';
import { NoticeMarquee } from './NoticeMarquee';
import NoticeModal from '../modals/NoticeModal';
import type { NoticesState } from '../slice';
import { seededNotices } from '@/testing/notices-seed';

export default { title: 'Notices' } satisfies StoryDefault;

const withNotices = (over: Partial<NoticesState> = {}) =>
  withState({
    notices: seededNotices(over),
    system: { ...initialSystemState, phase: 'ready', imageCdn: '/cdn-a' },
  });

/** Home: four banners, one at a time, dots, autoplay every 5 s (hover or focus holds it). */
export const BannerStripHome: Story = () => <BannerStrip />;
BannerStripHome.storyName = 'Banner strip, home (4 banners)';
BannerStripHome.decorators = [withNotices()];

/** Another group with two banners: no dots. */
export const BannerStripTwo: Story = () => <BannerStrip />;
BannerStripTwo.storyName = 'Banner strip, /rng (2 banners)';
BannerStripTwo.meta = { route: '/rng' };
BannerStripTwo.decorators = [withNotices()];

/** One banner: a still slide. */
export const BannerStripOne: Story = () => <BannerStrip />;
BannerStripOne.storyName = 'Banner strip, /live (1 banner)';
BannerStripOne.meta = { route: '/live' };
BannerStripOne.decorators = [withNotices()];

/** The register page uses group w_reg. */
export const BannerStripRegister: Story = () => <BannerStrip />;
BannerStripRegister.storyName = 'Banner strip, /register (w_reg)';
BannerStripRegister.meta = { route: '/register' };
BannerStripRegister.decorators = [withNotices()];

/** A group without banners: nothing at all (this story is empty on purpose). */
export const BannerStripNone: Story = () => <BannerStrip />;
BannerStripNone.storyName = 'Banner strip, /inhouse (none)';
BannerStripNone.meta = { route: '/inhouse' };
BannerStripNone.decorators = [withNotices()];

export const Marquee: Story = () => <NoticeMarquee />;
Marquee.storyName = 'Player-notice marquee';
Marquee.decorators = [withNotices()];

const close = () => undefined;

/** 24 announcements, 9 per page; the selection is on the third page. */
export const ModalAnnouncements: Story = () => (
  <NoticeModal props={{ list: 'notice' }} onClose={close} />
);
ModalAnnouncements.storyName = 'Notice modal, announcements (page 3)';
ModalAnnouncements.decorators = [withNotices({ selected: { notice: 20, player: 0, popup: 0 } })];

/** A hostile notice (script, onerror, javascript: link...) rendered through the sanitiser. */
export const ModalHostile: Story = () => <NoticeModal props={{ list: 'notice' }} onClose={close} />;
ModalHostile.storyName = 'Notice modal, hostile content sanitised';
ModalHostile.decorators = [withNotices({ selected: { notice: 5, player: 0, popup: 0 } })];

/** The popups of a visitor (execution B). */
export const ModalPopups: Story = () => <NoticeModal props={{ list: 'popup' }} onClose={close} />;
ModalPopups.storyName = 'Notice modal, popups';
ModalPopups.decorators = [
  withNotices({ shownPopups: seededNotices().popups.filter((p) => p.execution === 'B') }),
];

export const ModalEmpty: Story = () => <NoticeModal props={{ list: 'notice' }} onClose={close} />;
ModalEmpty.storyName = 'Notice modal, no announcements';
ModalEmpty.decorators = [withNotices({ notices: [] })];
