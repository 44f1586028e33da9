import type { Story, StoryDefault } from '@ladle/react';
import { LazyImage } from './LazyImage';

export default { title: 'Components / Lazy image' } satisfies StoryDefault;

const box = { width: 160, height: 160, borderRadius: 8 };

export const Loads: Story = () => (
  <LazyImage src="/cdn-a/games/PG_0001.png" alt="PG 0001" style={box} />
);
Loads.storyName = 'An image that loads';

/** Three attempts 200 ms apart, then the error placeholder (the alt text's initial). */
export const Fails: Story = () => (
  <LazyImage src="/no-such-image.png" alt="Broken game" style={box} />
);
Fails.storyName = 'An image that fails';

/** Far below the fold: loads when scrolled within 30% of the viewport (preload factor 1.3). */
export const BelowTheFold: Story = () => (
  <div>
    <p>Scroll down.</p>
    <div style={{ height: '250vh' }} />
    <LazyImage src="/cdn-a/games/PG_0002.png" alt="PG 0002" style={box} />
  </div>
);
BelowTheFold.storyName = 'Below the fold';
