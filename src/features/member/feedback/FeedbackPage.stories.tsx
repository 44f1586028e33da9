import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import type { FeedbackItem } from '@/api/contract/member';
import { withSeededFeature, withSubmitted } from '@/testing/story-seed';
import type { PageFailure } from '@/core/page-failure';
import { feedbackFeature } from './feature';
import { FeedbackView } from './FeedbackPage';
import { feedbackReducer, initialFeedbackState, type FeedbackState } from './slice';

/** Feedback and complaints in each state, seeded into the store (no call made to show them). */
export default { title: 'Member centre / Feedback and complaints' } satisfies StoryDefault;

const now = Date.now();
const ITEMS: FeedbackItem[] = [
  {
    feedbackId: 'FB-2',
    type: 'SUGGESTION',
    content: 'Please add more fishing games to the lobby.',
    images: [],
    createdAt: now - 86_400_000,
    status: 'PENDING',
    reply: null,
    repliedAt: null,
  },
  {
    feedbackId: 'FB-1',
    type: 'DEPOSIT',
    content: 'My deposit DP-3 failed but the money left my bank account.',
    images: ['/cdn-a/feedback/1.png'],
    createdAt: now - 3 * 86_400_000,
    status: 'REPLIED',
    reply: '<p>The channel returned <strong>2,000.00</strong> to your bank account.</p>',
    repliedAt: now - 3 * 86_400_000 + 3_600_000,
  },
];
const LOADED: FeedbackState = {
  ...initialFeedbackState,
  history: { status: 'loaded', pageNo: 1, totalPages: 1, items: ITEMS, failure: null },
};
const failure = (kind: PageFailure['kind'], message = 'System busy'): PageFailure => ({
  kind,
  code: kind === 'busy' ? '#727' : 'x',
  message,
});
const seeded = (state: Partial<FeedbackState> = {}): StoryDecorator[] => [
  withSeededFeature(feedbackFeature, feedbackReducer, { ...LOADED, ...state }),
];

export const Loaded: Story = () => <FeedbackView />;
Loaded.storyName = 'The form, and the history with a reply';
Loaded.decorators = seeded();

export const HistoryLoading: Story = () => <FeedbackView />;
HistoryLoading.storyName = 'History loading';
HistoryLoading.decorators = seeded({
  history: { ...LOADED.history, status: 'loading', items: [] },
});

export const HistoryEmpty: Story = () => <FeedbackView />;
HistoryEmpty.storyName = 'No feedback sent yet';
HistoryEmpty.decorators = seeded({ history: { ...LOADED.history, items: [], totalPages: 0 } });

export const HistoryFailed: Story = () => <FeedbackView />;
HistoryFailed.storyName = 'History lost: network dropped, with retry';
HistoryFailed.decorators = seeded({
  history: { ...LOADED.history, status: 'failed', items: [], failure: failure('offline') },
});

export const EmptyContent: Story = () => <FeedbackView />;
EmptyContent.storyName = "Sent empty: 'Please enter content'";
EmptyContent.decorators = [withSubmitted([]), ...seeded()];

export const TooShort: Story = () => <FeedbackView />;
TooShort.storyName = 'Too short: the length message, the text kept';
TooShort.decorators = [withSubmitted([['textarea', 'Hi!']]), ...seeded()];

export const Sending: Story = () => <FeedbackView />;
Sending.storyName = 'Sending';
Sending.decorators = seeded({ submit: { status: 'sending', failure: null, sent: 0 } });

export const Sent: Story = () => <FeedbackView />;
Sent.storyName = 'Sent: thanks, a new form';
Sent.decorators = seeded({ submit: { status: 'sent', failure: null, sent: 1 } });

export const SendFailed: Story = () => <FeedbackView />;
SendFailed.storyName = 'Send failed: system busy';
SendFailed.decorators = seeded({ submit: { status: 'failed', failure: failure('busy'), sent: 0 } });

export const Refused: Story = () => <FeedbackView />;
Refused.storyName = "Refused with the server's message";
Refused.decorators = seeded({
  submit: { status: 'failed', failure: failure('server', 'Images must be png or jpg'), sent: 0 },
});

export const Trial: Story = () => <FeedbackView />;
Trial.storyName = 'Trial account: a real one is needed';
Trial.decorators = seeded({ submit: { status: 'failed', failure: failure('trial'), sent: 0 } });
