import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { withFeature } from '../../../../../.ladle/story-store';
import type { BetRecord } from '@/api/contract/wallet';
import { presetRange } from '@/lib/date-range';
import { recordsFeature } from '../feature';
import { defaultQuery, type RecordFailure, type RecordPageState, type RecordQuery } from '../slice';
import { BET_COLUMNS, BET_TOTALS } from '../columns';
import { RecordFilters } from './RecordFilters';
import { RecordResults } from './RecordsView';

export default {
  title: 'Wallet / Records',
  decorators: [withFeature(recordsFeature)],
} satisfies StoryDefault;

const today = new Date();
const query: RecordQuery = defaultQuery(presetRange('previous7', today).end);

const bets: BetRecord[] = Array.from({ length: 10 }, (_, i) => ({
  betId: `B${i}`,
  gameName: ['Fortune Gems', 'Baccarat A', 'Premier League', 'Fishing King'][i % 4]!,
  vassalage: ['JILI', 'EVO', 'SABA', 'JDB'][i % 4]!,
  gameType: ['RNG', 'LIVE', 'SPORTS', 'FISH'][i % 4]!,
  betAmount: 100 * (i + 1),
  validBet: 100 * (i + 1),
  winLoss: i % 3 === 0 ? -(100 * (i + 1)) : 57.5 * i,
  betTime: today.getTime() - i * 3_600_000,
  status: i === 1 ? 'UNSETTLED' : 'SETTLED',
}));

const loaded: RecordPageState<'bets'> = {
  query,
  status: 'loaded',
  rows: bets,
  totals: { betAmount: 1_234_567.5, validBet: 1_230_000, winLoss: -45_678.9 },
  totalCount: 137,
  totalPages: 14,
  failure: null,
};

/** The results of the betting record in a given state (no call is made). */
function Results({ state }: { state: RecordPageState<'bets'> }) {
  const [pageNo, setPageNo] = useState(state.query?.pageNo ?? 1);
  return (
    <RecordResults
      page="bets"
      state={{ ...state, query: state.query && { ...state.query, pageNo } }}
      columns={BET_COLUMNS}
      rowKey={(r) => r.betId}
      totals={BET_TOTALS}
      onPage={setPageNo}
      onRetry={() => undefined}
      onLogin={() => undefined}
    />
  );
}

const failed = (failure: RecordFailure): RecordPageState<'bets'> => ({
  ...loaded,
  status: 'failed',
  failure,
});

/** Rows, totals of the whole range (a negative total in red with its minus sign), pages. */
export const Loaded: Story = () => <Results state={loaded} />;
Loaded.storyName = 'Betting record, loaded';

/**
 * On a phone (390 px, the width addon's viewport): the rows stack as cards, each value after its
 * column's name; the totals and pages above and below them.
 */
export const OnAPhone: Story = () => <Results state={loaded} />;
OnAPhone.storyName = 'Betting record on a phone (rows as cards)';
OnAPhone.meta = { width: 390 };

/** Another page or filter is loading: the last rows stay, dimmed, nothing jumps. */
export const Refreshing: Story = () => <Results state={{ ...loaded, status: 'loading' }} />;
Refreshing.storyName = 'Loading the next page (last rows dimmed)';

/** The first load. */
export const FirstLoad: Story = () => (
  <Results state={{ ...loaded, status: 'loading', rows: [], totals: null }} />
);
FirstLoad.storyName = 'First load';

/** Nothing in the range and filter. */
export const Empty: Story = () => (
  <Results state={{ ...loaded, rows: [], totalCount: 0, totalPages: 0 }} />
);
Empty.storyName = 'Empty range';

export const Busy: Story = () => (
  <Results state={failed({ kind: 'busy', message: 'System busy' })} />
);
Busy.storyName = 'Failed: #727 system busy';

export const Offline: Story = () => (
  <Results
    state={failed({ kind: 'network', message: 'Network link is abnormal, please try again' })}
  />
);
Offline.storyName = 'Failed: connection lost';

export const ServerError: Story = () => (
  <Results state={failed({ kind: 'server', message: 'Report service unavailable' })} />
);
ServerError.storyName = 'Failed: server message';

export const SessionEnded: Story = () => (
  <Results state={failed({ kind: 'session', message: 'You are not logged in, please login' })} />
);
SessionEnded.storyName = 'Failed: session ended (401)';

export const Trial: Story = () => (
  <Results state={failed({ kind: 'trial', message: 'in_need_true_account' })} />
);
Trial.storyName = 'Refused: trial account';

/** Presets, a custom range (try a first day after the last), the filter, the period, page size. */
export const Filters: Story<{ page: 'bets' | 'transactions' | 'profit' | 'bonus' }> = ({
  page,
}) => {
  const [current, setCurrent] = useState(query);
  return (
    <RecordFilters
      page={page}
      query={current}
      today={today}
      onChange={(changes) => setCurrent({ ...current, pageNo: 1, ...changes })}
    />
  );
};
Filters.storyName = 'Range, filter and period';
Filters.args = { page: 'profit' };
Filters.argTypes = {
  page: {
    control: { type: 'radio' },
    options: ['bets', 'transactions', 'profit', 'bonus'],
    defaultValue: 'profit',
  },
};
