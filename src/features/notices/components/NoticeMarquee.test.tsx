import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts, renderWithStore, seededNotices } from '@/testing/notices-render';
import { NoticeMarquee } from './NoticeMarquee';

beforeAll(englishTexts);

const marquee = () => screen.queryByRole('region', { name: 'Player notices' });

describe('NoticeMarquee', () => {
  it('shows every player notice title, in order', () => {
    const notices = seededNotices();
    renderWithStore(<NoticeMarquee />, { notices });
    const items = within(within(marquee()!).getByRole('list')).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual(notices.player.map((p) => p.title));
  });

  it('opens the notice modal at the clicked notice', async () => {
    const notices = seededNotices();
    const { store } = renderWithStore(<NoticeMarquee />, { notices });
    await userEvent.click(screen.getByRole('button', { name: notices.player[10]!.title }));
    expect(store.getState().modals.stack).toEqual([
      { name: 'noticeModal', props: { list: 'player' } },
    ]);
    expect(store.getState().notices.selected.player).toBe(10);
  });

  it('opens the announcements from "All announcements"', async () => {
    const { store } = renderWithStore(<NoticeMarquee />);
    await userEvent.click(screen.getByRole('button', { name: 'All announcements' }));
    expect(store.getState().modals.stack).toEqual([
      { name: 'noticeModal', props: { list: 'notice' } },
    ]);
  });

  it('has a pause toggle', async () => {
    renderWithStore(<NoticeMarquee />);
    const pause = screen.getByRole('button', { name: 'Pause the notices' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
  });

  it('is absent without notices, and without player notices shows only the announcements button', () => {
    const { unmount } = renderWithStore(<NoticeMarquee />, {
      notices: seededNotices({ player: [], notices: [] }),
    });
    expect(marquee()).toBeNull();
    unmount();
    renderWithStore(<NoticeMarquee />, { notices: seededNotices({ player: [] }) });
    expect(within(marquee()!).queryByRole('list')).toBeNull();
    expect(
      within(marquee()!).getByRole('button', { name: 'All announcements' }),
    ).toBeInTheDocument();
  });
});
