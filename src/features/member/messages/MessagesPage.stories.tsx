import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import type { InboxMessage } from '@/api/contract/member';
import { withSeededFeature } from '@/testing/story-seed';
import type { PageFailure } from '@/core/page-failure';
import { inboxFeature } from './feature';
import { MessagesView } from './MessagesPage';
import { initialInboxState, inboxReducer, type InboxState } from './slice';

/** The platform messages page in each state, seeded into the store (no call made to show them). */
export default { title: 'Member centre / Platform messages' } satisfies StoryDefault;

const now = Date.now();
const message = (
  n: number,
  kind: InboxMessage['kind'],
  title: string,
  read: boolean,
  orderNo: string | null = null,
): InboxMessage => ({
  messageId: `M-${n}`,
  kind,
  title,
  content: `<p>${title}: the details of this message, with <strong>server HTML</strong>.</p>`,
  createdAt: now - n * 86_400_000,
  read,
  orderNo,
});
const MESSAGES: InboxMessage[] = [
  message(1, 'NOTICE', 'Weekend rebate boost', false),
  message(2, 'DEPOSIT_CREDITED', 'Deposit credited', false, 'DP-2'),
  message(3, 'DEPOSIT_FAILED', 'Deposit failed', true, 'DP-3'),
  message(4, 'WITHDRAWAL_APPROVED', 'Withdrawal approved', true),
  message(5, 'WITHDRAWAL_REJECTED', 'Withdrawal rejected', true),
];
const LOADED: InboxState = {
  ...initialInboxState,
  status: 'loaded',
  messages: MESSAGES,
  totalPages: 2,
};
const failure = (kind: PageFailure['kind']): PageFailure => ({
  kind,
  code: kind === 'busy' ? '#727' : 'x',
  message: 'System busy',
});
const seeded = (state: Partial<InboxState> = {}): StoryDecorator[] => [
  withSeededFeature(inboxFeature, inboxReducer, { ...LOADED, ...state }),
];

export const Loading: Story = () => <MessagesView />;
Loading.storyName = 'Loading';
Loading.decorators = seeded({ status: 'loading', messages: [], totalPages: 0 });

export const Loaded: Story = () => <MessagesView />;
Loaded.storyName = 'Every mail kind, read and unread, two pages';
Loaded.decorators = seeded();

export const Opened: Story = () => <MessagesView />;
Opened.storyName = 'A message opened (its HTML through the sanitising policy)';
Opened.decorators = seeded({ openId: 'M-2' });

export const Empty: Story = () => <MessagesView />;
Empty.storyName = 'No message at all';
Empty.decorators = seeded({ messages: [], totalPages: 0 });

export const Failed: Story = () => <MessagesView />;
Failed.storyName = 'Load failed: system busy, with retry';
Failed.decorators = seeded({ status: 'failed', messages: [], failure: failure('busy') });

export const Offline: Story = () => <MessagesView />;
Offline.storyName = 'Another page lost: network dropped, the last page stays';
Offline.decorators = seeded({ status: 'failed', failure: failure('offline') });

export const SessionEnded: Story = () => <MessagesView />;
SessionEnded.storyName = 'Session ended (401)';
SessionEnded.decorators = seeded({ status: 'failed', messages: [], failure: failure('session') });

export const MarkingAll: Story = () => <MessagesView />;
MarkingAll.storyName = 'Marking all read';
MarkingAll.decorators = seeded({ markAll: { status: 'sending', failure: null } });

export const MarkAllFailed: Story = () => <MessagesView />;
MarkAllFailed.storyName = 'Mark all read failed';
MarkAllFailed.decorators = seeded({ markAll: { status: 'failed', failure: failure('busy') } });
