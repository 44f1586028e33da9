import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { ErrorCodes } from '@/api/contract/constants';
import { initialSessionState } from '@/core/session/slice';
import { renderFeatureView } from '@/testing/render-view';
import { queriesTo } from '@/testing/requests';
import { answerWith } from '@/testing/mock-backend';
import { initialWalletState } from '@/features/wallet/slice';
import { reportsFeature } from '../feature';
import IncomePage from '../IncomePage';
import TeamBettingPage from '../TeamBettingPage';
import TransactionsPage from '../TransactionsPage';

afterEach(() => server.events.removeAllListeners());

const renderPage = (page: React.ReactNode) =>
  renderFeatureView(page, {
    features: [reportsFeature],
    texts: ['reports'],
    state: {
      session: { ...initialSessionState, token: 'T-reports' },
      wallet: { ...initialWalletState, currencySymbol: '₱' },
    },
  });

const bet = (n: number, winLoss: number) => ({
  account: `member${n}`,
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

describe('a report page', () => {
  it("shows the team's rows and the totals of all rows in exact money, negatives marked", async () => {
    answerWith('teamBetting', betsAnswer(1));
    await renderPage(<TeamBettingPage />);
    const table = await screen.findByRole('table', {
      name: /^Team betting from .* page 1 of 21$/,
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Bet time',
      'Member',
      'Game',
      'Game type',
      'Bet amount',
      'Valid bet',
      'Win/loss',
      'Status',
    ]);
    expect(within(table).getAllByText('-₱1,234.50')[0]).toHaveClass('money-text--negative');
    expect(within(table).getAllByText('Slots')).toHaveLength(2);
    expect(within(table).getAllByText('Settled')).toHaveLength(2);
    const totals = screen.getByRole('region', { name: /^Totals from / });
    expect(within(totals).getByText('42')).toBeInTheDocument();
    expect(within(totals).getByText('₱41,000.50')).toBeInTheDocument();
    expect(within(totals).getByText('-₱1,234,567.80')).toHaveClass('money-text--negative');
  });

  it('keeps the last rows in place while the next page loads', async () => {
    answerWith('teamBetting', betsAnswer(1));
    await renderPage(<TeamBettingPage />);
    await screen.findByText('Game 1');
    let answer: () => void = () => undefined;
    server.use(
      http.get('*/ODSFE2_getTeamBetHistory', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ success: true, value: betsAnswer(2), errorCode: null });
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByText('Game 1').closest('[aria-busy]')).toHaveClass('results--stale'),
    );
    answer();
    expect(await screen.findByText('Game 3')).toBeInTheDocument();
    expect(screen.queryByText('Game 1')).toBeNull();
  });

  it('asks for a member by the trimmed account and a type, back on page 1', async () => {
    answerWith('teamTransactions', {
      list: [],
      totalCount: 0,
      totalPages: 0,
      pageNo: 1,
      pageSize: 10,
      totals: { credit: 0, debit: 0 },
    });
    const calls = queriesTo('teamTransactions');
    await renderPage(<TransactionsPage />);
    await screen.findByText(/^No records from /);
    fireEvent.change(screen.getByLabelText('Member account'), { target: { value: ' sub01 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ account: 'sub01', pageNo: '1' });
    fireEvent.change(screen.getByLabelText('Transaction type'), { target: { value: 'DEPOSIT' } });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ account: 'sub01', transType: 'DEPOSIT' });
    expect(screen.getByLabelText('Member account')).toHaveValue(' sub01 ');
  });

  it('checks a custom range before asking; my income has no member field, and pages by period', async () => {
    answerWith('agentIncome', {
      list: [],
      totalCount: 0,
      totalPages: 0,
      pageNo: 1,
      pageSize: 10,
      totals: { amount: 0 },
    });
    const calls = queriesTo('agentIncome');
    await renderPage(<IncomePage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByLabelText('Member account')).toBeNull();
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2024-06-09' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-06-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show these dates' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The first day must not be after the last day.',
    );
    expect(from).toHaveValue('2024-06-09');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Weekly' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ period: 'WEEKLY', pageNo: '1' });
    expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a trial account is told it needs a real one, with nothing to retry', async () => {
    server.use(
      http.get('*/ODSFE2_getTeamBetHistory', () =>
        HttpResponse.json({
          success: false,
          errorCode: ErrorCodes.trialAccount,
          message: 'in_need_true_account',
        }),
      ),
    );
    await renderPage(<TeamBettingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/real account/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
