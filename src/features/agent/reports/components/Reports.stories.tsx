import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { withFeature } from '../../../../../.ladle/story-store';
import type { PageFailure } from '@/core/page-failure';
import { presetRange } from '@/lib/date-range';
import type { ReportPage } from '../constants';
import { reportsFeature } from '../feature';
import { defaultReportQuery, type ReportPageState, type ReportRow } from '../slice';
import {
  BETTING_COLUMNS,
  BETTING_TOTALS,
  INCOME_COLUMNS,
  INCOME_TOTALS,
  PROFIT_LOSS_COLUMNS,
  PROFIT_LOSS_TOTALS,
  TRANSACTION_COLUMNS,
  TRANSACTION_TOTALS,
} from '../columns';
import { ReportFilters } from './ReportFilters';
import { ReportResults } from './ReportsView';

export default {
  title: 'Agent / Reports',
  decorators: [withFeature(reportsFeature)],
} satisfies StoryDefault;

const today = new Date();
const query = defaultReportQuery(presetRange('previous7', today).end);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const bets: ReportRow[] = Array.from({ length: 10 }, (_, i) => ({
  account: `member${String(i % 4).padStart(2, '0')}`,
  betId: `B${i}`,
  gameName: ['Fortune Gems', 'Baccarat A', 'Premier League', 'Fishing King'][i % 4],
  gameType: ['RNG', 'LIVE', 'SPORTS', 'FISH'][i % 4],
  betAmount: 100 * (i + 1),
  validBet: 100 * (i + 1),
  winLoss: i % 3 === 0 ? -(100 * (i + 1)) : 57.5 * i,
  betTime: today.getTime() - i * HOUR,
  status: i === 1 ? 'UNSETTLED' : 'SETTLED',
}));

const loaded: ReportPageState = {
  query,
  status: 'loaded',
  rows: bets,
  totals: { betAmount: 1_234_567.5, validBet: 1_230_000, winLoss: -45_678.9 },
  totalCount: 137,
  totalPages: 14,
  failure: null,
};

const PAGES = {
  betting: { columns: BETTING_COLUMNS, totals: BETTING_TOTALS },
  profitLoss: { columns: PROFIT_LOSS_COLUMNS, totals: PROFIT_LOSS_TOTALS },
  income: { columns: INCOME_COLUMNS, totals: INCOME_TOTALS },
  transactions: { columns: TRANSACTION_COLUMNS, totals: TRANSACTION_TOTALS },
} as const;

/** The results of a report in a given state (no call is made). */
function Results({ page = 'betting', state }: { page?: ReportPage; state: ReportPageState }) {
  const [pageNo, setPageNo] = useState(state.query?.pageNo ?? 1);
  return (
    <ReportResults
      page={page}
      state={{ ...state, query: state.query && { ...state.query, pageNo } }}
      {...PAGES[page]}
      onPage={setPageNo}
      onRetry={() => undefined}
      onLogin={() => undefined}
    />
  );
}

const failed = (kind: PageFailure['kind'], message: string): ReportPageState => ({
  ...loaded,
  status: 'failed',
  failure: { kind, code: '', message },
});

/** The team's bets, the totals of all rows (a negative total in red with its minus sign), pages. */
export const Loaded: Story = () => <Results state={loaded} />;
Loaded.storyName = 'Team betting, loaded';

/** One row per member and period. */
export const ProfitLoss: Story = () => (
  <Results
    page="profitLoss"
    state={{
      ...loaded,
      rows: bets.map((b, i) => ({
        account: b.account,
        periodStart: today.getTime() - (i + 1) * DAY,
        periodEnd: today.getTime() - i * DAY,
        betAmount: b.betAmount,
        validBet: b.validBet,
        payout: 80 * i,
        bonus: 5,
        rebate: 1.25,
        profit: -12.5 * i,
      })),
      totals: {
        betAmount: 5500,
        validBet: 5500,
        payout: 3600,
        bonus: 50,
        rebate: 12.5,
        profit: -1837.5,
      },
    }}
  />
);
ProfitLoss.storyName = 'User profit and loss, loaded';

/** The agent's dividend and salaries by period. */
export const Income: Story = () => (
  <Results
    page="income"
    state={{
      ...loaded,
      rows: ['DIVIDEND', 'DAILY_SALARY', 'REALTIME_SALARY'].map((incomeType, i) => ({
        periodStart: today.getTime() - (i + 1) * DAY,
        periodEnd: today.getTime() - i * DAY,
        incomeType,
        basis: 12_345.67,
        activeMembers: 12,
        rate: 0.5 + i,
        amount: 61.73 * (i + 1),
      })),
      totals: { amount: 370.38 },
      totalCount: 3,
      totalPages: 1,
    }}
  />
);
Income.storyName = 'My income, loaded';

/** The team's money movements, with money in and out. */
export const Transactions: Story = () => (
  <Results
    page="transactions"
    state={{
      ...loaded,
      rows: ['DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'BONUS'].map((transType, i) => ({
        id: `T${i}`,
        account: `member0${i}`,
        transType,
        amount: transType === 'WITHDRAW' ? -500 : 250 * (i + 1),
        createdAt: today.getTime() - i * HOUR,
        status: i === 1 ? 'PENDING' : 'SUCCESS',
        remark: i === 2 ? 'From the upline' : null,
      })),
      totals: { credit: 2250, debit: 500 },
      totalCount: 4,
      totalPages: 1,
    }}
  />
);
Transactions.storyName = 'Transaction details, loaded';

/** Another page or filter is loading: the last rows stay in place at full contrast. */
export const Refreshing: Story = () => <Results state={{ ...loaded, status: 'loading' }} />;
Refreshing.storyName = 'Loading the next page (last rows kept)';

export const FirstLoad: Story = () => (
  <Results state={{ ...loaded, status: 'loading', rows: [], totals: null }} />
);
FirstLoad.storyName = 'First load';

export const Empty: Story = () => (
  <Results state={{ ...loaded, rows: [], totalCount: 0, totalPages: 0 }} />
);
Empty.storyName = 'Empty range';

export const Busy: Story = () => <Results state={failed('busy', 'System busy')} />;
Busy.storyName = 'Failed: #727 system busy';

export const Offline: Story = () => (
  <Results state={failed('offline', 'Network link is abnormal, please try again')} />
);
Offline.storyName = 'Failed: connection lost';

export const ServerError: Story = () => (
  <Results state={failed('server', 'Report service unavailable')} />
);
ServerError.storyName = 'Failed: server message';

export const SessionEnded: Story = () => (
  <Results state={failed('session', 'You are not logged in, please login')} />
);
SessionEnded.storyName = 'Failed: session ended (401)';

export const Trial: Story = () => <Results state={failed('trial', 'in_need_true_account')} />;
Trial.storyName = 'Refused: trial account';

/** Presets, custom days (try a first day after the last), account, type, period, page size. */
export const Filters: Story<{ page: ReportPage }> = ({ page }) => {
  const [current, setCurrent] = useState(query);
  return (
    <ReportFilters
      page={page}
      query={current}
      today={today}
      onChange={(changes) => setCurrent({ ...current, pageNo: 1, ...changes })}
    />
  );
};
Filters.storyName = 'Range, member, type and period';
Filters.args = { page: 'profitLoss' };
Filters.argTypes = {
  page: {
    control: { type: 'radio' },
    options: ['betting', 'profitLoss', 'income', 'transactions'],
    defaultValue: 'profitLoss',
  },
};
