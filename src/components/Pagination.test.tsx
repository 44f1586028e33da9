import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageItems, type PageItem } from './Pagination';

const show = (items: PageItem[]) =>
  items.map((i) => (i.kind === 'gap' ? '…' : String(i.page))).join(' ');
const texts = { previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}` };

describe('pageItems (page range 3, margin 1)', () => {
  it('shows every page when few', () => {
    expect(show(pageItems(4, 2))).toBe('1 2 3 4');
    expect(show(pageItems(1, 1))).toBe('1');
    expect(pageItems(0, 1)).toEqual([]);
  });
  it('keeps the ends and three pages around the current one, with gaps', () => {
    expect(show(pageItems(34, 1))).toBe('1 2 3 … 34');
    expect(show(pageItems(34, 10))).toBe('1 … 9 10 11 … 34');
    expect(show(pageItems(34, 34))).toBe('1 … 32 33 34');
    // A gap of a single page shows that page.
    expect(show(pageItems(34, 4))).toBe('1 2 3 4 5 … 34');
  });
});

describe('Pagination', () => {
  it('marks the current page and goes to the chosen one', async () => {
    const onChange = vi.fn();
    render(
      <Pagination
        pageCount={34}
        current={10}
        onChange={onChange}
        label="Game pages"
        texts={texts}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Game pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 34' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onChange.mock.calls).toEqual([[34], [9]]);
  });
  it('disables previous on the first page and shows nothing for a single page', () => {
    const { rerender } = render(
      <Pagination pageCount={3} current={1} onChange={() => {}} label="Pages" texts={texts} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(
      <Pagination pageCount={1} current={1} onChange={() => {}} label="Pages" texts={texts} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
