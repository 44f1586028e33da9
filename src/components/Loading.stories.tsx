import type { Story, StoryDefault } from '@ladle/react';
import { Loading } from './Loading';

export default { title: 'Components / Loading' } satisfies StoryDefault;

export const Default: Story = () => <Loading />;
