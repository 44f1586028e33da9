import { MemoryRouter } from 'react-router-dom';
import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import { withFeature } from '../../../../.ladle/story-store';
import { HotMatches } from './HotMatches';
import { sportsFeature } from '../feature';

/** The bet button starts a game, which may navigate: a router for the board. */
const withRouter: StoryDecorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

export default {
  title: 'Sports',
  decorators: [withRouter, withFeature(sportsFeature)],
} satisfies StoryDefault;

/** The sports lobby's board against the mock: in-play matches first, then the soonest kick-offs. */
export const SportsBoard: Story = () => <HotMatches category="SPORTS" />;
SportsBoard.storyName = 'Hot matches (sports lobby)';

/** The esports lobby's board: esports books, no draw odds. */
export const EsportsBoard: Story = () => <HotMatches category="ESPORTS" />;
EsportsBoard.storyName = 'Hot matches (esports lobby)';
