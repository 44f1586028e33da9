import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import type { Game } from '@/api/contract/games';
import type { HotMatch } from '@/api/contract/sports';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { gamesFeature } from '@/features/games/feature';
import { GamesLobby } from './egame';
import { shellActions } from '@/features/shell/slice';
import { formatDateTime } from '@/lib/format';
import { createTestStore, recordActions } from '@/testing/harness';
import { sportsFeature } from '@/features/sports/feature';
import { HotMatches } from '@/features/sports/components/HotMatches';

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['games', 'sports']);
});

const book: Game = {
  nodeId: '500001',
  gameName: 'SBOBET Sportsbook',
  vassalage: 'SBO',
  displayName: 'SBOBET',
  gameType: 'SPORTS',
  gameCategory: 'SPORTS',
  iconUrl: '/cdn-a/games/SBO.png',
  gameCode: 'SBO_SPORTS',
  gameId: 'sbo-sports',
};
const KICKOFF = Date.UTC(2026, 10, 22, 12, 30);
const matches: HotMatch[] = [
  {
    matchId: 'M1',
    sport: 'SOCCER',
    league: 'Premier League',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    startTime: KICKOFF - 3_600_000,
    live: true,
    homeScore: 2,
    awayScore: 1,
    odds: { home: 1.5, draw: 3.8, away: 6.25 },
    game: book,
  },
  {
    matchId: 'M2',
    sport: 'TENNIS',
    league: 'ATP Finals',
    homeTeam: 'J. Sinner',
    awayTeam: 'C. Alcaraz',
    startTime: KICKOFF,
    live: false,
    homeScore: null,
    awayScore: null,
    odds: { home: 1.9, draw: null, away: 1.95 },
    game: book,
  },
  {
    matchId: 'M3',
    sport: 'CRICKET',
    league: 'IPL',
    homeTeam: 'Mumbai',
    awayTeam: 'Chennai',
    startTime: KICKOFF,
    live: false,
    odds: { home: 2, away: 2 },
    game: book,
  },
];

function renderBoard(answer: () => Response, route = '/sports') {
  server.use(http.get('*/wps/relay/GCSGAME_hotMatches', answer));
  const harness = createTestStore();
  harness.store.injectFeature(gamesFeature);
  harness.store.injectFeature(sportsFeature);
  const actions = recordActions(harness.store);
  const view = render(
    <Provider store={harness.store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/board" element={<HotMatches category="SPORTS" />} />
          <Route path="*" element={<GamesLobby />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...harness, actions, view };
}

const ok = (list: HotMatch[]) => () => HttpResponse.json({ success: true, value: { list } });

describe('HotMatches', () => {
  it('shows live matches with their score, others with their kick-off, the odds, and bets through the launch', async () => {
    const { actions } = renderBoard(ok(matches), '/board');
    const list = await screen.findByRole('list', { name: 'Hot matches' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(3);
    const live = screen.getByRole('article', { name: 'Arsenal v Chelsea' });
    expect(within(live).getByText('Football · Premier League')).toBeInTheDocument();
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).getByText('Score 2 to 1')).toBeInTheDocument();
    expect(within(live).getByText('2 – 1')).toHaveAttribute('aria-hidden', 'true');
    const odds = within(live).getByLabelText('Match result odds');
    expect([...odds.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([
      '1.50',
      '3.80',
      '6.25',
    ]);
    expect(within(odds).getByTitle('Draw')).toHaveTextContent('X');

    const tennis = screen.getByRole('article', { name: 'J. Sinner v C. Alcaraz' });
    expect(
      within(tennis).getByText(`Kick-off ${formatDateTime(KICKOFF).slice(0, 16)}`),
    ).toBeInTheDocument();
    expect(within(tennis).queryByTitle('Draw')).toBeNull();
    // A sport the catalogue has no name for is shown as sent.
    expect(screen.getByText('CRICKET · IPL')).toBeInTheDocument();

    await userEvent.click(
      within(tennis).getByRole('button', { name: 'Bet on J. Sinner v C. Alcaraz at SBOBET' }),
    );
    const start = actions.find(
      (a) => a.type === shellActions.gameStartRequested.type,
    ) as ReturnType<typeof shellActions.gameStartRequested>;
    expect(start.payload.game).toMatchObject({
      nodeId: '500001',
      vassalage: 'SBO',
      gameType: 'SPORTS',
    });
  });

  it('says so when there are none, and shows a failure with a retry that loads them', async () => {
    let calls = 0;
    renderBoard(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ success: false, errorCode: '#727', message: 'System busy' })
        : HttpResponse.json({ success: true, value: { list: [] } });
    }, '/board');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hot matches could not be loaded: System busy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No hot matches right now.')).toBeInTheDocument();
  });

  it('is not there at all when the server does not offer it', async () => {
    renderBoard(
      () =>
        HttpResponse.json({ success: false, errorCode: '#543', message: 'function.not.available' }),
      '/board',
    );
    await screen.findByText('Hot matches');
    await expect.poll(() => screen.queryByText('Hot matches')).toBeNull();
  });

  it('sits in the sports lobby, not in the slots lobby', async () => {
    const sports = renderBoard(ok(matches), '/sports');
    expect(
      await screen.findByRole('list', { name: 'Hot matches' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    sports.view.unmount();
    renderBoard(ok(matches), '/rng');
    await screen.findByRole('heading', { name: 'Slots' });
    expect(screen.queryByRole('heading', { name: /Hot matches/ })).toBeNull();
  });
});
