import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PvpRoom } from '@/api/contract/launch';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { initialLaunchState } from '../slice';
import { GameListView } from './GamePopupModal';
import { RoomListView } from './PvpRoomsModal';

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['launch']);
});

const room = (roomName: string, status: PvpRoom['status'], minEnter: number): PvpRoom => ({
  roomId: `R_${roomName}`,
  roomName,
  nodeId: '1',
  vassalage: 'KY',
  gameCode: 'KY_1',
  gameName: 'Niu Niu',
  baseBet: 1,
  minBet: 1,
  maxBet: 100,
  minEnter,
  onlineCount: 12,
  status,
});

describe('room list', () => {
  it('enters open rooms only and describes each room', async () => {
    const onEnter = vi.fn();
    render(
      <RoomListView
        rooms={{
          game: { gameName: 'Niu Niu' },
          status: 'loaded',
          list: [
            room('Beginner', 'OPEN', 20),
            room('VIP', 'FULL', 2000),
            room('Old', 'MAINTENANCE', 5),
          ],
        }}
        symbol="$"
        busy={false}
        onEnter={onEnter}
        onRetry={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Niu Niu: choose a room' })).toBeInTheDocument();
    const vip = screen.getByRole('button', { name: 'Enter the room VIP' });
    expect(vip).toBeDisabled();
    expect(vip).toHaveAccessibleDescription(
      /^Full · Bets \$1\.00 – \$100\.00 · Needs a balance of \$2,000\.00 · 12 players online$/,
    );
    expect(screen.getByRole('button', { name: 'Enter the room Old' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Enter the room Beginner' }));
    expect(onEnter).toHaveBeenCalledWith(expect.objectContaining({ roomId: 'R_Beginner' }));
  });

  it('offers a retry when the rooms cannot be had', async () => {
    const onRetry = vi.fn();
    render(
      <RoomListView
        rooms={{ game: { gameName: 'Niu Niu' }, status: 'failed', list: [] }}
        symbol="$"
        busy={false}
        onEnter={vi.fn()}
        onRetry={onRetry}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The rooms could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('vendor game list', () => {
  const games = [1, 2].map((i) => ({
    nodeId: String(i),
    gameName: `Game ${i}`,
    vassalage: 'PG',
    gameType: 'RNG',
    iconUrl: `/cdn-a/games/${i}.png`,
    gameCode: `PG_${i}`,
    gameId: `pg-${i}`,
    freePlay: i === 1,
  }));

  it('plays a game, offers free play where the game has it, and pages', async () => {
    const onPlay = vi.fn();
    const onPage = vi.fn();
    render(
      <GameListView
        list={{
          ...initialLaunchState.vendorList,
          title: 'PG Soft',
          status: 'loaded',
          games,
          page: 1,
          totalPages: 3,
          totalCount: 100,
        }}
        busy={false}
        onPlay={onPlay}
        onPage={onPage}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('list', { name: 'Games of PG Soft' }).children).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Play Game 2' }));
    expect(onPlay).toHaveBeenLastCalledWith(games[1], false);
    expect(screen.queryByRole('button', { name: 'Free play: Game 2' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Free play: Game 1' }));
    expect(onPlay).toHaveBeenLastCalledWith(games[0], true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });
});
