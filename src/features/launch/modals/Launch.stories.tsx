import { useEffect, useState, type ReactNode } from 'react';
import { action, type Story, type StoryDecorator, type StoryDefault } from '@ladle/react';
import type { Game } from '@/api/contract/games';
import type { PvpRoom } from '@/api/contract/launch';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import GameLaunchingModal from './GameLaunchingModal';
import { GameListView } from './GamePopupModal';
import { SuggestionsView } from './GameSuggestionsModal';
import { RoomListView } from './PvpRoomsModal';
import { initialLaunchState, type LaunchState } from '../slice';

/** The launch texts are a deferred catalogue: load them before the story renders. */
function LaunchTexts({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadFeatureTexts(['launch']).then(() => setReady(true));
  }, []);
  return ready ? children : <p>…</p>;
}
const withLaunchTexts: StoryDecorator = (Story) => (
  <LaunchTexts>
    <Story />
  </LaunchTexts>
);

export default { title: 'Launch', decorators: [withLaunchTexts] } satisfies StoryDefault;

const NAMES = [
  'Chubby Gems Megaways',
  'Urban Gems',
  'Shameful Pharaoh 2',
  'Primary Wolf',
  'Gold Koi',
  'Dragon Fortune',
  'Lucky Tiger',
  'Aztec Riches',
];
const game = (i: number): Game => ({
  nodeId: String(100001 + i),
  gameName:
    NAMES[i % NAMES.length]! + (i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''),
  vassalage: 'PG',
  displayName: 'PG Soft',
  gameType: 'RNG',
  iconUrl: `/cdn-a/games/PG_${String(i + 1).padStart(4, '0')}.png`,
  defaultIcon: '/cdn-b/games/default-rng.png',
  gameCode: `PG_${String(i + 1).padStart(4, '0')}`,
  gameId: `pg-${i + 1}`,
  isGame: 'GAME',
  freePlay: i % 3 !== 1,
});

const vendorList = (over: Partial<LaunchState['vendorList']>): LaunchState['vendorList'] => ({
  ...initialLaunchState.vendorList,
  vassalage: 'PG',
  gameType: 'RNG',
  title: 'PG Soft',
  ...over,
});
const listProps = {
  busy: false,
  onPage: action('onPage'),
  onPlay: action('onPlay'),
  onClose: action('onClose'),
};

/** isGame VASSALAGE: the vendor's own game list, 42 a page, free play where the game has it. */
export const VendorList: Story = () => (
  <GameListView
    {...listProps}
    list={vendorList({
      status: 'loaded',
      games: Array.from({ length: 42 }, (_, i) => game(i)),
      page: 2,
      totalPages: 34,
      totalCount: 1400,
    })}
  />
);
VendorList.storyName = 'Vendor game list (VASSALAGE)';

export const VendorListLoading: Story = () => (
  <GameListView {...listProps} list={vendorList({ status: 'loading' })} />
);
VendorListLoading.storyName = 'Vendor game list: loading';

export const VendorListFailed: Story = () => (
  <GameListView {...listProps} list={vendorList({ status: 'failed' })} />
);
VendorListFailed.storyName = 'Vendor game list: failed';

export const VendorListEmpty: Story = () => (
  <GameListView {...listProps} list={vendorList({ status: 'loaded' })} />
);
VendorListEmpty.storyName = 'Vendor game list: empty';

const room = (
  i: number,
  roomName: string,
  baseBet: number,
  status: PvpRoom['status'],
): PvpRoom => ({
  roomId: `KY_PVP_01_R${i}`,
  roomName,
  nodeId: '400001',
  vassalage: 'KY',
  gameCode: 'KY_PVP_01',
  gameName: "Texas Hold'em",
  baseBet,
  minBet: baseBet,
  maxBet: baseBet * 100,
  minEnter: baseBet * 20,
  onlineCount: status === 'FULL' ? 392 : 40 * i,
  status,
});
const KY_GAME = {
  vassalage: 'KY',
  gameType: 'PVP',
  gameCode: 'KY_PVP_01',
  gameId: 'ky-p1',
  nodeId: '400001',
  gameName: "Texas Hold'em",
};
const roomProps = {
  symbol: '$',
  busy: false,
  onEnter: action('onEnter'),
  onRetry: action('onRetry'),
  onClose: action('onClose'),
};

/** A PVP game's rooms: open ones are entered, full or maintained ones cannot be. */
export const Rooms: Story = () => (
  <RoomListView
    {...roomProps}
    rooms={{
      game: KY_GAME,
      status: 'loaded',
      list: [
        room(1, 'Beginner', 0.1, 'OPEN'),
        room(2, 'Intermediate', 1, 'OPEN'),
        room(3, 'Advanced', 10, 'MAINTENANCE'),
        room(4, 'VIP', 100, 'FULL'),
      ],
    }}
  />
);
Rooms.storyName = 'PVP room list';

export const RoomsLoading: Story = () => (
  <RoomListView {...roomProps} rooms={{ game: KY_GAME, status: 'loading', list: [] }} />
);
RoomsLoading.storyName = 'PVP room list: loading';

export const RoomsFailed: Story = () => (
  <RoomListView {...roomProps} rooms={{ game: KY_GAME, status: 'failed', list: [] }} />
);
RoomsFailed.storyName = 'PVP room list: failed';

/** A game under maintenance: the games suggested instead. */
export const Suggestions: Story = () => (
  <SuggestionsView
    games={[game(0), game(1), game(4), game(5)]}
    busy={false}
    onPlay={action('onPlay')}
    onClose={action('onClose')}
  />
);
Suggestions.storyName = 'Maintenance suggestions';

/** The 'starting' notice while a launch runs. */
export const Starting: Story = () => (
  <GameLaunchingModal props={{ name: 'Evolution' }} onClose={action('onClose')} />
);
Starting.storyName = 'Starting a game';
