import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFeatureView } from '@/testing/render-view';
import { failNext } from '@/testing/mock-backend';
import { winnersFeature } from '../feature';
import { WinnersBoard } from './WinnersBoard';

const renderBoard = () =>
  renderFeatureView(<WinnersBoard />, { features: [winnersFeature], texts: ['winners'] });

describe('WinnersBoard', () => {
  it('shows the biggest wins with money and switches boards by click and arrow keys', async () => {
    await renderBoard();
    const board = screen.getByRole('region', { name: 'Winners' });
    await waitFor(() => expect(within(board).getAllByRole('row')).toHaveLength(11));
    const first = within(board).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent(/^1\S+\*\*\*\S/);
    expect(first.querySelectorAll('td')[3]!.textContent).toMatch(/^\$[\d,]+\.\d{2}$/);
    const wins = within(board).getByRole('tab', { name: 'Biggest wins' });
    expect(wins).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(wins, { key: 'ArrowRight' });
    const multipliers = within(board).getByRole('tab', { name: 'Biggest multipliers' });
    expect(multipliers).toHaveAttribute('aria-selected', 'true');
    expect(multipliers).toHaveFocus();
    await waitFor(() =>
      expect(within(board).getByRole('columnheader', { name: 'Multiplier' })).toBeInTheDocument(),
    );
    expect(within(board).getAllByRole('row')[1]).toHaveTextContent(/×\d/);
  });

  it('says why the board failed and loads it again on retry', async () => {
    failNext('rankList', '#727', 'System busy');
    await renderBoard();
    const board = screen.getByRole('region', { name: 'Winners' });
    expect(await within(board).findByRole('alert')).toHaveTextContent(
      'The winners board could not be loaded.The system is busy. Please try again in a moment.',
    );
    fireEvent.click(within(board).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(board).getAllByRole('row')).toHaveLength(11));
  });
});
