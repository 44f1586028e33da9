import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { initialPreferencesState } from '@/core/preferences/slice';
import { initialSessionState } from '@/core/session/slice';
import { createTestStore } from '@/testing/harness';
import { queriesTo } from '@/testing/requests';
import { answerWith } from '@/testing/mock-backend';
import { presetRange } from '@/lib/date-range';
import { initialWalletState } from '../../slice';
import { recordsFeature } from '../feature';
import BettingRecordPage from '../BettingRecordPage';
import ProfitLossPage from '../ProfitLossPage';

afterEach(() => server.events.removeAllListeners());

async function renderPage(page: React.ReactNode) {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['records']);
  const harness = createTestStore({
    preferences: { ...initialPreferencesState, language: 'EN' },
    session: { ...initialSessionState, token: 'T-records' },
    wallet: { ...initialWalletState, currencySymbol: '₱' },
  });
  harness.store.injectFeature(recordsFeature);
  render(<Provider store={harness.store}>{page}</Provider>);
  return harness;
}

const bet = (n: number, winLoss: number) => ({
  betId: `B${n}`,
  gameName: `Game ${n}`,
  vassalage: 'JDB',
  gameType: 'RNG',
  betAmount: 1000,
  validBet: 1000,
  winLoss,
  betTime: Date.UTC(2024, 5, 1, 10, n),
  status: 'SETTLED',
});

const betsAnswer = (pageNo: number) => ({
  list: [bet(pageNo * 2 - 1, -1234.5), bet(pageNo * 2, 2500)],
  totalCount: 42,
  totalPages: 21,
  pageNo,
  pageSize: 10,
  totals: { betAmount: 42000, validBet: 41000.5, winLoss: -1234567.8 },
});

describe('a record page', () => {
  it('shows money with the symbol, two decimals and separators, negatives marked, and the totals of the range', async () => {
    answerWith('bettingRecords', betsAnswer(1));
    await renderPage(<BettingRecordPage />);
    const table = await screen.findByRole('table', {
      name: /^Betting record from .* page 1 of 21$/,
    });
    const loss = within(table).getAllByText('-₱1,234.50')[0]!;
    expect(loss).toHaveClass('money-text--negative');
    expect(within(table).getAllByText('₱2,500.00')[0]).not.toHaveClass('money-text--negative');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Bet time',
      'Game',
      'Vendor',
      'Game type',
      'Bet amount',
      'Valid bet',
      'Win/loss',
      'Status',
    ]);
    expect(within(table).getAllByText('Slots')).toHaveLength(2);
    const totals = screen.getByRole('region', { name: /^Totals from / });
    expect(within(totals).getByText('42')).toBeInTheDocument();
    expect(within(totals).getByText('₱42,000.00')).toBeInTheDocument();
    expect(within(totals).getByText('₱41,000.50')).toBeInTheDocument();
    expect(within(totals).getByText('-₱1,234,567.80')).toHaveClass('money-text--negative');
  });

  it('keeps the last rows, dimmed, while the next page loads', async () => {
    answerWith('bettingRecords', betsAnswer(1));
    await renderPage(<BettingRecordPage />);
    await screen.findByText('Game 1');
    let answer: () => void = () => undefined;
    server.use(
      http.get('*/ODSFE2_getBetHistory', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({
          success: true,
          value: betsAnswer(2),
          errorCode: null,
          message: '',
        });
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByText('Game 1').closest('[aria-busy]')).toHaveClass('results--stale'),
    );
    answer();
    expect(await screen.findByText('Game 3')).toBeInTheDocument();
    expect(screen.queryByText('Game 1')).toBeNull();
    expect(screen.getByRole('table').closest('.results')).not.toHaveAttribute('aria-busy');
  });

  it('checks a custom range before asking: what was typed stays, with what is wrong', async () => {
    answerWith('bettingRecords', betsAnswer(1));
    const calls = queriesTo('bettingRecords');
    await renderPage(<BettingRecordPage />);
    await screen.findByText('Game 1');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2024-06-09' } });
    fireEvent.change(to, { target: { value: '2024-06-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show these dates' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The first day must not be after the last day.',
    );
    expect(from).toHaveValue('2024-06-09');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(1);

    fireEvent.change(to, { target: { value: '2024-06-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show these dates' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ startDate: '2024-06-09', endDate: '2024-06-12', pageNo: '1' });
    expect(screen.queryByRole('alert')).toBeNull();
    for (const preset of ['Previous 7 days', 'Previous 30 days', 'Next 7 days', 'Next 30 days']) {
      expect(screen.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('says when the range and filter hold nothing, and a preset asks for its days', async () => {
    answerWith('profitLoss', {
      list: [],
      totalCount: 0,
      totalPages: 0,
      pageNo: 1,
      pageSize: 10,
      totals: { betAmount: 0, validBet: 0, payout: 0, bonus: 0, rebate: 0, profit: 0 },
    });
    await renderPage(<ProfitLossPage />);
    const week = presetRange('previous7', Date.now());
    expect(
      await screen.findByText(`No records from ${week.start} to ${week.end} for this filter.`),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next 30 days' }));
    const next = presetRange('next30', Date.now());
    expect(
      await screen.findByText(`No records from ${next.start} to ${next.end} for this filter.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
  });
});
