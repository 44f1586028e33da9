import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFeatureView } from '@/testing/render-view';
import { agentHomeFeature } from '../feature';
import { initialAgentHomeState } from '../slice';
import { AnnouncementView } from './AnnouncementView';
import { TeamOverviewView } from './TeamOverviewView';

const TODAY = new Date(2026, 10, 24);
const overview = () => initialAgentHomeState(TODAY).overview;
const FIGURES = {
  startDate: '2026-11-18',
  endDate: '2026-11-24',
  teamSize: 1372,
  directCount: 12,
  activeMembers: 300,
  newMembers: 17,
  deposits: 927800,
  withdrawals: 0.1,
  betAmount: 1770040.05,
  validBet: 1712950,
  profit: -313834.82,
};
const options = { features: [agentHomeFeature], texts: ['agent' as const] };

async function renderOverview(state = overview()) {
  const onRange = vi.fn();
  return {
    onRange,
    ...(await renderFeatureView(
      <TeamOverviewView
        state={state}
        today={TODAY}
        symbol="₱"
        onRange={onRange}
        onRetry={vi.fn()}
        onLogin={vi.fn()}
      />,
      options,
    )),
  };
}

describe('team overview view', () => {
  it('shows the figures exactly, with the symbol, a loss marked', async () => {
    await renderOverview({ ...overview(), status: 'loaded', value: FIGURES });
    expect(
      screen.getByRole('heading', { name: 'Your team from 2026-11-18 to 2026-11-24' }),
    ).toBeTruthy();
    expect(screen.getByText('Team size').nextSibling?.textContent).toBe('1,372');
    expect(screen.getByText('Withdrawals').nextSibling?.textContent).toBe('₱0.10');
    expect(screen.getByText('Bets').nextSibling?.textContent).toBe('₱1,770,040.05');
    expect(screen.getByText('Team profit').nextSibling?.textContent).toBe('-₱313,834.82');
  });

  it('asks a preset counted from today, and refuses a reversed range keeping what was typed', async () => {
    const { onRange } = await renderOverview();
    await screen.findByRole('button', { name: 'Last 30 days' });
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onRange).toHaveBeenLastCalledWith({
      preset: 'previous30',
      range: { start: '2026-10-26', end: '2026-11-24' },
    });
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The first day must not be after the last day.',
    );
    expect(screen.getByLabelText('First day')).toHaveProperty('value', '2026-11-20');
    expect(onRange).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-11-22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onRange).toHaveBeenLastCalledWith({
      preset: null,
      range: { start: '2026-11-20', end: '2026-11-22' },
    });
  });
});

describe('announcement view', () => {
  const base = initialAgentHomeState(TODAY).announcements;
  const notice = (n: number) => ({
    id: `N-${n}`,
    title: `Notice ${n}`,
    content: `<p>Body ${n}</p>`,
  });

  it('says when there is none yet', async () => {
    await renderFeatureView(
      <AnnouncementView
        state={{
          ...base,
          status: 'loaded',
          value: { list: [], totalCount: 0, totalPages: 0, pageNo: 1, pageSize: 5 },
        }}
        onPage={vi.fn()}
        onRetry={vi.fn()}
        onLogin={vi.fn()}
      />,
      options,
    );
    expect(screen.getByText('There are no announcements for agents yet.')).toBeTruthy();
  });

  it('pages through them', async () => {
    const onPage = vi.fn();
    await renderFeatureView(
      <AnnouncementView
        state={{
          ...base,
          status: 'loaded',
          value: {
            list: [notice(1), notice(2)],
            totalCount: 7,
            totalPages: 2,
            pageNo: 1,
            pageSize: 5,
          },
        }}
        onPage={onPage}
        onRetry={vi.fn()}
        onLogin={vi.fn()}
      />,
      options,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('offers a retry after a dropped connection', async () => {
    const onRetry = vi.fn();
    await renderFeatureView(
      <AnnouncementView
        state={{
          ...base,
          status: 'failed',
          failure: { kind: 'offline', code: '', message: 'Network link is abnormal' },
        }}
        onPage={vi.fn()}
        onRetry={onRetry}
        onLogin={vi.fn()}
      />,
      options,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The announcements could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
