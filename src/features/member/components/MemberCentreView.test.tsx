import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberCentre } from '@/core/member-centre';
import { standInPages } from '@/testing/stand-in-pages';
import { renderFeatureView } from '@/testing/render-view';
import { memberFeature } from '../feature';
import { MemberCentreView } from './MemberCentreView';

const options = { features: [memberFeature], texts: ['member' as const] };
const pages = standInPages(memberCentre.pages, {});

describe('member centre view', () => {
  it('titles the dialog, lists the 14 entries with the mission badge and shows the chosen page', async () => {
    const onChoose = vi.fn();
    await renderFeatureView(
      <MemberCentreView
        page="securityCenter"
        pages={pages}
        missionCount={3}
        onChoose={onChoose}
        onClose={vi.fn()}
      />,
      options,
    );
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    const nav = within(dialog).getByRole('navigation', { name: 'Member centre pages' });
    expect(within(nav).getAllByRole('link')).toHaveLength(14);
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Mission activity 3' })).toBeTruthy();
    expect(screen.getByText('The securityCenter page shows here.')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'My account' }));
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(within(nav).getByRole('link', { name: 'Mission activity 3' }));
    expect(onChoose).toHaveBeenCalledWith('missionLeaderboard');
  });

  it('shows a page off the list under its own title, no entry current, no badge at 0', async () => {
    await renderFeatureView(
      <MemberCentreView
        page="playerRank"
        pages={pages}
        missionCount={0}
        onChoose={vi.fn()}
        onClose={vi.fn()}
      />,
      options,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Player rank' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mission activity' })).toBeTruthy();
    expect(
      screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current')),
    ).toHaveLength(0);
  });
});
