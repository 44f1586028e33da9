import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Action } from '@reduxjs/toolkit';
import type { InboxMessage } from '@/api/contract/member';
import { initialSessionState } from '@/core/session/slice';
import { initialWalletState } from '@/features/wallet/slice';
import { loginToken } from '@/testing/harness';
import { renderFeatureView } from '@/testing/render-view';
import { failNext } from '@/testing/mock-backend';
import { feedbackFeature } from '@/features/member/feedback/feature';
import { FeedbackView } from '@/features/member/feedback/FeedbackPage';
import { feedbackActions } from '@/features/member/feedback/slice';
import { inboxFeature } from './messages/feature';
import { MessagesView } from './messages/MessagesPage';
import { inboxActions } from './messages/slice';

/** A view over a member's store seeded through the pages' own actions. */
async function renderView(view: React.ReactNode, actions: Action[], unreadCount = 1) {
  return renderFeatureView(view, {
    features: [inboxFeature, feedbackFeature],
    texts: ['messages', 'feedback'],
    // A member's session: what the view dispatches reaches the mock as that member.
    state: {
      session: { ...initialSessionState, token: await loginToken() },
      wallet: { ...initialWalletState, unreadCount },
    },
    actions,
  });
}

const message = (id: string, title: string, read: boolean): InboxMessage => ({
  messageId: id,
  kind: 'DEPOSIT_CREDITED',
  title,
  content: '<p>Credited <strong>500.00</strong><img src=x onerror="window.hacked=1"></p>',
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  read,
  orderNo: 'DP-9',
});

describe('the platform messages view', () => {
  it('says read or unread in words and opens a message with its sanitised HTML', async () => {
    const { dispatched } = await renderView(<MessagesView />, [
      inboxActions.loaded({
        messages: [message('A', 'New money', false), message('B', 'Old money', true)],
        totalPages: 1,
      }),
    ]);
    const list = screen.getByRole('list', { name: 'Messages' });
    const [unread, read] = within(list).getAllByRole('button');
    expect(unread).toHaveAccessibleName(/^Deposit credited New money .+ Unread$/);
    expect(read).toHaveAccessibleName(/^Deposit credited Old money .+ Read$/);
    expect(unread).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(unread!);
    expect(dispatched).toContainEqual(inboxActions.messageToggled('A'));
    expect(unread).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('500.00')).toBeInTheDocument();
    expect(screen.getByText('Order DP-9')).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('offers mark all read only while something is unread', async () => {
    await renderView(
      <MessagesView />,
      [inboxActions.loaded({ messages: [message('B', 'Old money', true)], totalPages: 1 })],
      0,
    );
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Feedback and complaints' })).toHaveAttribute(
      'href',
      '?member=feedback',
    );
  });
});

describe('the feedback form', () => {
  it('asks for content, then for its length, keeping the text; nothing is sent', async () => {
    const { dispatched } = await renderView(<FeedbackView />, []);
    const send = screen.getByRole('button', { name: 'Send' });
    const content = screen.getByRole('textbox', { name: 'Content' });
    await userEvent.click(send);
    expect(content).toHaveAccessibleDescription(/Please enter content$/);
    expect(content).toHaveFocus();
    await userEvent.type(content, 'Hi!');
    expect(content).not.toHaveAttribute('aria-invalid');
    await userEvent.click(send);
    expect(content).toHaveAccessibleDescription(/Content length between 5 and 500 words$/);
    expect(content).toHaveValue('Hi!');
    expect(dispatched.filter((a) => a.type === feedbackActions.submitted.type)).toEqual([]);
  });

  it('sends the category and content; keeps them when the send fails, starts anew once sent', async () => {
    failNext('feedback', '#727', 'System busy');
    const { dispatched } = await renderView(<FeedbackView />, []);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Complaint');
    const content = screen.getByRole('textbox', { name: 'Content' });
    await userEvent.type(content, 'The lobby froze.');
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    expect(dispatched).toContainEqual(
      feedbackActions.submitted({ type: 'COMPLAINT', content: 'The lobby froze.', images: [] }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your feedback could not be sent.The system is busy. Please try again.',
    );
    expect(content).toHaveValue('The lobby froze.');
    expect(screen.getByLabelText('Category')).toHaveValue('COMPLAINT');
    await userEvent.click(send);
    expect(await screen.findByText(/^Thank you\. Your feedback was sent/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('SUGGESTION');
  });
});
