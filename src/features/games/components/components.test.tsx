import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { initialSessionState } from '@/core/session/slice';
import { shellActions } from '@/features/shell/slice';
import { createTestStore, recordActions, loginToken, waitForState } from '@/testing/harness';
import type { Game } from '@/api/contract/games';
import type { GameShelf as ShelfState } from '../slice';
import { gamesFeature } from '../feature';
import { GameCardView } from './GameCard';
import { LobbyPage } from '../pages/LobbyPage';
import { HomePage } from '../pages/HomePage';
import { failNext } from '@/testing/mock-backend';

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['games']);
});

const game: Game = {
  nodeId: '1',
  gameName: 'Gold Koi',
  vassalage: 'PG',
  displayName: 'PG Soft',
  gameType: 'RNG',
  iconUrl: '/cdn-a/games/PG_0001.png',
  gameCode: 'PG_0001',
  gameId: 'pg-1',
};

describe('GameCardView', () => {
  it('starts the game and toggles the heart', async () => {
    const started: Game[] = [];
    const toggled: Game[] = [];
    render(
      <GameCardView
        game={game}
        imageCdn={null}
        favourite={false}
        onStart={(g) => started.push(g)}
        onToggleFavourite={(g) => toggled.push(g)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Gold Koi, PG Soft' }));
    const heart = screen.getByRole('button', { name: 'Favourite Gold Koi' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(started).toEqual([game]);
    expect(toggled).toEqual([game]);
  });

  it('has no heart for visitors', () => {
    render(<GameCardView game={game} imageCdn={null} onStart={() => {}} />);
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });
});

async function renderLobby(route: string, loggedIn: boolean) {
  const token = loggedIn ? await loginToken('player1') : null;
  const harness = createTestStore(
    token
      ? {
          session: {
            ...initialSessionState,
            token,
            member: { id: 1001, account: 'player1', type: 0 },
            memberStatus: 'loaded',
          },
        }
      : undefined,
  );
  harness.store.injectFeature(gamesFeature);
  const actions = recordActions(harness.store);
  render(
    <Provider store={harness.store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={<LobbyPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...harness, actions };
}

describe('LobbyPage', () => {
  it('lists a vendor page, mirrors the filter into the shell and hands a clicked game to the launch', async () => {
    const { store, actions } = await renderLobby('/rng?vendor=MG&pageNo=2', true);
    const list = await screen.findByRole('list', { name: 'Slots games' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(42);
    expect(store.getState().shell.lobbyFilter).toEqual({
      category: 'RNG',
      vendor: 'MG',
      gameType: 'RNG',
      page: 2,
    });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const first = within(list).getAllByRole('button', { name: /^Play / })[0]!;
    await userEvent.click(first);
    const start = actions.find((a) => a.type === shellActions.gameStartRequested.type) as
      | ReturnType<typeof shellActions.gameStartRequested>
      | undefined;
    expect(start?.payload.game).toMatchObject({
      vassalage: 'MG',
      displayName: 'Microgaming',
      gameType: 'RNG',
    });
  });

  it('shows a typed search at once, then tells the list, then asks the server after the pause', async () => {
    const { store } = await renderLobby('/rng', true);
    await screen.findByRole('list', { name: 'Slots games' }, { timeout: 10_000 });
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'koi' } });
    // The letters paint first: the list (its "Searching…" state) hears of them a task later.
    expect(box).toHaveValue('koi');
    expect(store.getState().games?.searchTyped).toBe('');
    await waitFor(() => expect(store.getState().games?.searchTyped).toBe('koi'));
    await waitForState(store, (s) => s.games?.list.query?.gameName === 'koi');
    expect(box).toHaveValue('koi');
  });

  it('asks a visitor to log in and shows the hot games', async () => {
    const { store } = await renderLobby('/rng', false);
    expect(await screen.findByText(/Log in to see every Slots game/)).toBeInTheDocument();
    await waitForState(store, (s) => s.games?.hot['RNG|*']?.status === 'loaded');
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to play' }));
    await waitForState(store, (s) => s.modals.stack.some((m) => m.name === 'loginPopupModal'));
  });
});

describe('LobbyPage on /seamless', () => {
  beforeAll(() => loadFeatureTexts(['seamless']));

  it('shows only the main-wallet providers and a visitor their hot games', async () => {
    const { store } = await renderLobby('/seamless', false);
    expect(await screen.findByRole('heading', { name: 'Seamless games' })).toBeInTheDocument();
    const providers = await screen.findByRole('group', { name: 'Game providers' });
    await waitFor(() =>
      expect(
        within(providers)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['All providers', 'JILI Fishing', 'PG Soft']),
    );
    const s = await waitForState(store, (st) => st.games?.hot['*|JILI,PG']?.status === 'loaded');
    const hot = s.games!.hot['*|JILI,PG']!.games;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => ['JILI', 'PG'].includes(g.vassalage))).toBe(true);
    expect(screen.getByText(/Log in to see every Seamless game/)).toBeInTheDocument();
  });

  it('says when the providers cannot be loaded, and loads them again on retry', async () => {
    failNext('vendors', '#500', 'Vendors down');
    await renderLobby('/seamless', true);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The game providers could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Seamless games' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(42);
  });
});

describe('GameShelf while it loads', () => {
  it.each(['idle', 'loading'] as const)(
    'keeps the space of the cards it will show, hidden from assistive technology, beside its message (%s)',
    async (status) => {
      const { GameShelf } = await import('./GameShelf');
      const shelf: ShelfState = { status, games: [], error: null };
      const { container, rerender } = render(
        <GameShelf
          title="Hot"
          shelf={shelf}
          emptyText="None"
          onRetry={() => {}}
          placeholders={12}
        />,
      );
      expect(screen.getByText('Loading games…')).toBeTruthy();
      const spaces = container.querySelector('ul[aria-hidden="true"]');
      expect(spaces?.querySelectorAll('li')).toHaveLength(12);
      expect(screen.queryByRole('list')).toBeNull();
      rerender(<GameShelf title="Hot" shelf={shelf} emptyText="None" onRetry={() => {}} />);
      expect(container.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(0);
    },
  );
});

describe('HomePage', () => {
  function renderHome() {
    const harness = createTestStore();
    harness.store.injectFeature(gamesFeature);
    render(
      <Provider store={harness.store}>
        <MemoryRouter>
          <HomePage>
            <p>Below the lanes</p>
          </HomePage>
        </MemoryRouter>
      </Provider>,
    );
    return harness;
  }

  it('puts what comes below the vendor lanes in place once the lanes are there', async () => {
    const { store } = renderHome();
    expect(screen.queryByText('Below the lanes')).toBeNull();
    expect(store.getState().shell.vendors.status).not.toBe('loaded');
    await screen.findByRole('heading', { name: 'Slots' }, { timeout: 10_000 });
    expect(screen.getByText('Below the lanes')).toBeInTheDocument();
  });

  it('still shows what comes below when the vendors fail', async () => {
    failNext('vendors', 'system.error', 'Vendors down');
    const { store } = renderHome();
    await waitForState(store, (s) => s.shell.vendors.status === 'failed');
    expect(await screen.findByText('Below the lanes')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Slots' })).toBeNull();
  });
});
