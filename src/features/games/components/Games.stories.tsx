import { useEffect, useState, type ReactNode } from 'react';
import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import type { Game, VendorCard } from '@/api/contract/games';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { initialSessionState } from '@/core/session/slice';
import { StoryStore } from '../../../../.ladle/story-store';
import { GameCardView } from './GameCard';
import { LobbyResults } from './LobbyResults';
import { VendorStrip } from './VendorStrip';
import { initialGameListState, type GameListState } from '../slice';

/** The games texts are a deferred catalogue: load them before the story renders. */
function GamesTexts({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadFeatureTexts(['games']).then(() => setReady(true));
  }, []);
  return ready ? children : <p>…</p>;
}
const withGamesTexts: StoryDecorator = (Story) => (
  <GamesTexts>
    <Story />
  </GamesTexts>
);

/** A member's store (hearts shown) with a router for the cards. */
const withMember: StoryDecorator = (Story) => (
  <StoryStore state={{ session: { ...initialSessionState, token: 'story-token' } }}>
    <MemoryRouter>
      <Story />
    </MemoryRouter>
  </StoryStore>
);

export default { title: 'Games', decorators: [withGamesTexts] } satisfies StoryDefault;

const THEMES = [
  'Gold Koi',
  'Dragon Fortune',
  'Pharaoh Riches',
  'Panda Wilds',
  'Aztec Gems',
  'Lucky Tiger',
];
const makeGame = (i: number): Game => ({
  nodeId: String(100001 + i),
  gameName: `${THEMES[i % THEMES.length]}${i >= THEMES.length ? ` ${Math.floor(i / THEMES.length) + 1}` : ''}`,
  vassalage: 'PG',
  displayName: 'PG Soft',
  gameType: 'RNG',
  iconUrl: `/cdn-a/games/PG_${String(i + 1).padStart(4, '0')}.png`,
  gameCode: `PG_${String(i + 1).padStart(4, '0')}`,
  gameId: `pg-${i + 1}`,
  maintenance: i === 2,
});
const many = Array.from({ length: 42 }, (_, i) => makeGame(i));

export const Card: Story<{ favourite: boolean; pending: boolean; visitor: boolean }> = ({
  favourite,
  pending,
  visitor,
}) => (
  <div style={{ width: 180 }}>
    <GameCardView
      game={makeGame(0)}
      imageCdn="/cdn-a"
      favourite={visitor ? undefined : favourite}
      pending={pending}
      onStart={() => {}}
      onToggleFavourite={() => {}}
    />
  </div>
);
Card.storyName = 'Game card';
Card.args = { favourite: false, pending: false, visitor: false };

export const CardBrokenImage: Story = () => (
  <div style={{ width: 180 }}>
    <GameCardView
      game={{ ...makeGame(1), iconUrl: '/no-such-image.png' }}
      imageCdn={null}
      favourite
      onStart={() => {}}
      onToggleFavourite={() => {}}
    />
  </div>
);
CardBrokenImage.storyName = 'Game card, image that fails (placeholder after 3 attempts)';

const vendors: VendorCard[] = [
  ['PG', 'PG Soft'],
  ['PP', 'Pragmatic Play'],
  ['JILI', 'JILI Games'],
  ['MG', 'Microgaming'],
].map(([vassalage, displayName]) => ({
  vassalage: vassalage!,
  displayName: displayName!,
  lagerIcon: `/cdn-a/vendors/${vassalage}.png`,
  gameType: 'RNG',
  isHot: 0,
}));

export const Vendors: Story = () => {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <VendorStrip vendors={vendors} selected={selected} onSelect={setSelected} imageCdn="/cdn-a" />
  );
};
Vendors.storyName = 'Vendor strip';

const results = (list: Partial<GameListState>, gameName = '') => {
  const state: GameListState = { ...initialGameListState, ...list };
  return function Results() {
    return (
      <LobbyResults
        list={state}
        games={state.games}
        scroll={false}
        searching={false}
        gameName={gameName}
        pageNo={state.pageNo || 1}
        label="Slots games"
        onRetry={() => {}}
        onMore={() => {}}
        onClearSearch={() => {}}
        onPage={() => {}}
      />
    );
  };
};

export const GridLoading: Story = results({ status: 'loading' });
GridLoading.storyName = 'Lobby grid, loading';
export const GridEmpty: Story = results({ status: 'loaded' });
GridEmpty.storyName = 'Lobby grid, empty';
export const GridNoMatch: Story = results({ status: 'loaded' }, 'zzqx');
GridNoMatch.storyName = 'Lobby grid, nothing matches the search';
export const GridError: Story = results({ status: 'failed', error: 'System busy' });
GridError.storyName = 'Lobby grid, error';
export const GridMany: Story = results({
  status: 'loaded',
  games: many,
  totalCount: 1400,
  totalPages: 34,
  pageNo: 10,
});
GridMany.storyName = 'Lobby grid, a page of 42 of 1,400';
GridMany.decorators = [withMember];
