import type { Story, StoryDefault } from '@ladle/react';
import { memberCentre } from '@/core/member-centre';
import { standInPages } from '@/testing/stand-in-pages';
import { withFeature } from '../../../../.ladle/story-store';
import { memberFeature } from '../feature';
import { MemberCentreLoading, MemberCentreView } from './MemberCentreView';

export default {
  title: 'Member centre',
  decorators: [withFeature(memberFeature)],
} satisfies StoryDefault;

/** The app's table (here stand-ins: the real pages have their own stories). */
const pages = standInPages(memberCentre.pages, {
  transferFund: () => <p>The wallet page shows here.</p>,
});
const noop = () => undefined;

/** The default page (its stand-in), the mission badge at 3. */
export const DefaultPage: Story = () => (
  <MemberCentreView
    page="securityCenter"
    pages={pages}
    missionCount={3}
    onChoose={noop}
    onClose={noop}
  />
);
DefaultPage.storyName = 'Default page, mission badge';

/** A built page in the content area; no open mission, so no badge. */
export const BuiltPage: Story = () => (
  <MemberCentreView
    page="transferFund"
    pages={pages}
    missionCount={0}
    onChoose={noop}
    onClose={noop}
  />
);
BuiltPage.storyName = 'A built page, no badge';

/**
 * On a phone (390 px): a full-screen sheet, the entries one row that scrolls sideways under the
 * title (the chosen one, far along the row, scrolled into view) and the chosen page right below.
 */
export const OnAPhone: Story = () => (
  <MemberCentreView
    page="messageV2"
    pages={pages}
    missionCount={3}
    onChoose={noop}
    onClose={noop}
  />
);
OnAPhone.storyName = 'On a phone (full-screen sheet)';
OnAPhone.meta = { width: 390 };

/** A page off the navigation (player rank): no entry is highlighted. */
export const OffListPage: Story = () => (
  <MemberCentreView
    page="playerRank"
    pages={pages}
    missionCount={null}
    onChoose={noop}
    onClose={noop}
  />
);
OffListPage.storyName = 'Player rank (off the list)';

/** Until the member and the mission summary are known. */
export const Loading: Story = () => <MemberCentreLoading />;
