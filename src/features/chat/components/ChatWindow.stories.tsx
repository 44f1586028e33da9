import type { Story, StoryDefault } from '@ladle/react';
import { withState } from '../../../../.ladle/story-store';
import { initialChatState } from '../slice';
import ChatWindow from './ChatWindow';

export default { title: 'Chat window' } satisfies StoryDefault;

const url = '/__mock/pages/chat?lang=EN&title=Chat%20room';

export const Open: Story = () => <ChatWindow />;
Open.decorators = [
  withState({ chat: { ...initialChatState, open: true, url, urlStatus: 'loaded' } }),
];

export const Enlarged: Story = () => <ChatWindow />;
Enlarged.decorators = [
  withState({
    chat: { ...initialChatState, open: true, url, urlStatus: 'loaded', enlarged: true },
  }),
];

export const Minimised: Story = () => <ChatWindow />;
Minimised.decorators = [
  withState({
    chat: { ...initialChatState, open: true, url, urlStatus: 'loaded', minimised: true },
  }),
];

export const Connecting: Story = () => <ChatWindow />;
Connecting.decorators = [
  withState({ chat: { ...initialChatState, open: true, urlStatus: 'loading' } }),
];

/** The chat address could not be fetched: a retry button. */
export const Failed: Story = () => <ChatWindow />;
Failed.decorators = [withState({ chat: { ...initialChatState, open: true, urlStatus: 'failed' } })];
