import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import { activateFeature, type FeatureHost } from '@/app/lazy-feature';
import { HotMatches } from './components/HotMatches';
import { sportsFeature } from './feature';

/** The sports feature is lazy: inject it into the story's store and load its texts first. */
function SportsScope({ children }: { children: ReactNode }) {
  const store = useStore() as unknown as FeatureHost;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    store.injectFeature(sportsFeature);
    void activateFeature(sportsFeature).then(() => setReady(true));
  }, [store]);
  return ready ? <MemoryRouter>{children}</MemoryRouter> : <p>…</p>;
}
const withSports: StoryDecorator = (Story) => (
  <SportsScope>
    <Story />
  </SportsScope>
);

export default { title: 'Sports', decorators: [withSports] } satisfies StoryDefault;

/** The sports lobby's board against the mock: in-play matches first, then the soonest kick-offs. */
export const SportsBoard: Story = () => <HotMatches category="SPORTS" />;
SportsBoard.storyName = 'Hot matches (sports lobby)';

/** The esports lobby's board: esports books, no draw odds. */
export const EsportsBoard: Story = () => <HotMatches category="ESPORTS" />;
EsportsBoard.storyName = 'Hot matches (esports lobby)';
