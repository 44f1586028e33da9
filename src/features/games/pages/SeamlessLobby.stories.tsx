import type { Story, StoryDefault } from '@ladle/react';
import type { VendorCard } from '@/api/contract/games';
import type { SideCategory } from '@/core/game-categories';
import { initialSessionState } from '@/core/session/slice';
import { initialShellState } from '@/features/shell/slice';
import { withFeature, withState } from '../../../../.ladle/story-store';
import { gamesFeature } from '../feature';
import { LobbyPage } from './LobbyPage';

/**
 * The seamless-wallet lobby (/seamless) against the mock worker. Its texts come with the section
 * (`seamless`); the games feature loads here with them.
 */
export default { title: 'Games / Seamless lobby' } satisfies StoryDefault;

const seamlessFeature = { ...gamesFeature, texts: ['games', 'seamless'] as const };
const card = (vassalage: string, displayName: string, seamless: boolean): VendorCard => ({
  vassalage,
  displayName,
  gameType: 'RNG',
  isHot: 1,
  seamless,
});
const lanes = (vendors: VendorCard[]): SideCategory[] => [
  { code: 'RNG', gameClassify: null, vendors },
];
const shell = (categories: SideCategory[]) => ({
  ...initialShellState,
  vendors: { status: 'loaded' as const, categories },
});

const lobby = (name: string, state: Parameters<typeof withState>[0]) => {
  const story: Story = () => <LobbyPage />;
  story.storyName = name;
  story.meta = { route: '/seamless' };
  story.decorators = [withFeature(seamlessFeature), withState(state)];
  return story;
};

/** A visitor: the hot games of the seamless providers and the login ask (mock worker). */
export const Visitor = lobby('Visitor: hot games, asked to log in', {
  shell: shell(lanes([card('PG', 'PG Soft', true), card('JILI', 'JILI Games', true)])),
});

/** No provider plays from the main wallet: the lobby says so and asks for no game. */
export const NoProvider = lobby('No seamless provider', {
  shell: shell(lanes([card('MG', 'Microgaming', false)])),
});

/** A session the server no longer knows (HTTP 401): it ends and the lobby asks to log in. */
export const SessionEnded = lobby('Session ended (401)', {
  session: { ...initialSessionState, token: 'tk_story' },
  shell: shell(lanes([card('PG', 'PG Soft', true)])),
});
