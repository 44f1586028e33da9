import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { englishTexts, renderWithStore, seededNotices } from '@/testing/notices-render';
import NoticeModal from './NoticeModal';

beforeAll(englishTexts);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const titles = () => within(screen.getByRole('list', { name: 'Titles' })).getAllByRole('button');
const current = () => titles().find((b) => b.getAttribute('aria-current') === 'true');
const detail = () => screen.getByRole('article');
/** The sanitised content arrives once the sanitiser (DOMPurify in jsdom) has loaded. */
const contentReady = () => waitFor(() => expect(detail().querySelector('[aria-busy]')).toBeNull());

describe('NoticeModal (spec 1 §2.13)', () => {
  it('lists 9 titles per page with the first selected, and shows its title, date and content', async () => {
    const notices = seededNotices();
    renderWithStore(<NoticeModal props={{ list: 'notice' }} onClose={() => undefined} />, {
      notices,
    });
    expect(screen.getByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
    expect(titles()).toHaveLength(9);
    expect(current()).toHaveTextContent(notices.notices[0]!.title);
    const first = notices.notices[0]!;
    expect(within(detail()).getByRole('heading', { name: first.title })).toBeInTheDocument();
    const date = within(detail()).getByText(formatDateTime(first.createdAt!));
    expect(date.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await contentReady();
    expect(detail()).toHaveTextContent('Dear members');
  });

  it('has no dimming background', () => {
    renderWithStore(<NoticeModal props={{ list: 'notice' }} onClose={() => undefined} />);
    expect(screen.getByRole('dialog').parentElement).not.toHaveClass('modal-backdrop');
  });

  it('pages through 24 notices: going to a page selects its first notice', async () => {
    const notices = seededNotices();
    renderWithStore(<NoticeModal props={{ list: 'notice' }} onClose={() => undefined} />, {
      notices,
    });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(titles()).toHaveLength(9);
    expect(current()).toHaveTextContent(notices.notices[9]!.title);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(titles()).toHaveLength(6);
    expect(current()).toHaveTextContent(notices.notices[18]!.title);
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(pages).toHaveTextContent('Page 3 of 3');
  });

  it('opens on the page of the kept selection, and a click selects another title', async () => {
    const notices = seededNotices({ selected: { notice: 20, player: 0, popup: 0 } });
    const { store } = renderWithStore(
      <NoticeModal props={{ list: 'notice' }} onClose={() => undefined} />,
      { notices },
    );
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(current()).toHaveTextContent(notices.notices[20]!.title);
    await userEvent.click(titles()[4]!);
    expect(store.getState().notices.selected.notice).toBe(22);
    expect(within(detail()).getByRole('heading')).toHaveTextContent(notices.notices[22]!.title);
  });

  it('keeps an out-of-range selection inside the list', () => {
    const notices = seededNotices({ selected: { notice: 0, player: 99, popup: 0 } });
    renderWithStore(<NoticeModal props={{ list: 'player' }} onClose={() => undefined} />, {
      notices,
    });
    expect(screen.getByRole('dialog', { name: 'Player notices' })).toBeInTheDocument();
    expect(current()).toHaveTextContent(notices.player[11]!.title);
  });

  it('has no pagination for a single page, and says so when the list is empty', () => {
    const { unmount } = renderWithStore(
      <NoticeModal props={{ list: 'popup' }} onClose={() => undefined} />,
      {
        notices: seededNotices({ shownPopups: seededNotices().popups.slice(0, 2) }),
      },
    );
    expect(screen.getByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
    expect(titles()).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    unmount();
    renderWithStore(<NoticeModal props={{ list: 'popup' }} onClose={() => undefined} />, {
      notices: seededNotices({ shownPopups: [] }),
    });
    expect(screen.getByText('There are no announcements yet.')).toBeInTheDocument();
  });

  it('renders hostile content without scripts, handlers, frames or script links', async () => {
    const notices = seededNotices();
    renderWithStore(<NoticeModal props={{ list: 'notice' }} onClose={() => undefined} />, {
      notices,
    });
    const hostile = notices.notices
      .map((n, i) => ({ n, i }))
      .filter(({ n }) => /xss-/.test(n.content));
    expect(hostile.length).toBeGreaterThanOrEqual(5);
    for (const { i } of hostile) {
      await userEvent.click(screen.getByRole('button', { name: `Page ${Math.floor(i / 9) + 1}` }));
      await userEvent.click(titles()[i % 9]!);
      await contentReady();
      expect(detail().textContent?.trim()).not.toBe('');
      const html = detail().innerHTML;
      expect(html).not.toMatch(/xss-|<script|<iframe|<svg|javascript:|\son\w+=/i);
    }
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    renderWithStore(<NoticeModal props={{}} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
