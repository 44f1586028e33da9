import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ResultsTable } from './ResultsTable';

const rows = [
  { id: 'a', name: 'Ann', amount: '₱1.00' },
  { id: 'b', name: 'Ben', amount: '₱2.00' },
];

function renderTable(busy: boolean) {
  const onChange = vi.fn();
  render(
    <ResultsTable
      busy={busy}
      totals={{ label: 'Totals', items: [{ key: 'sum', name: 'Amount', value: '₱3.00' }] }}
      caption="Bets, page 1 of 5"
      columns={[
        { key: 'name', header: 'Name', cell: (r) => r.name },
        { key: 'amount', header: 'Amount', numeric: true, cell: (r) => r.amount },
      ]}
      rows={rows}
      rowKey={(r) => r.id}
      pagination={{
        pageCount: 5,
        current: 1,
        onChange,
        label: 'Bet pages',
        texts: { previous: 'Previous', next: 'Next', page: (n) => `Page ${n}` },
      }}
    />,
  );
  return onChange;
}

describe('a table of results', () => {
  it('shows the totals, the rows with numbers right-aligned in a named scroll region, and the pages', () => {
    const onChange = renderTable(false);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('₱3.00')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Bets, page 1 of 5' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByText('₱2.00')).toHaveClass('results-num');
    expect(within(region).getByText('Ben')).not.toHaveClass('results-num');
    expect(region.closest('.results')).not.toHaveAttribute('aria-busy');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('keeps the rows while busy, marked as loading', () => {
    renderTable(true);
    expect(screen.getByText('Ann').closest('[aria-busy]')).toHaveClass('results--stale');
  });
});
