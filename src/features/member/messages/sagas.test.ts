import { describe, expect, it, vi } from 'vitest';
import { createTestStore, loginToken, waitForState } from '@/testing/harness';
import { dropConnection, endSession, failNext } from '@/testing/mock-backend';
import { recordCalls } from '@/testing/requests';
import { sessionActions } from '@/core/session/slice';
import type { RootState } from '@/app/store';
import { inboxFeature } from './feature';
import { selectInbox } from './selectors';
import { inboxActions } from './slice';

type Harness = ReturnType<typeof createTestStore>;

async function start(account = 'player1', password = 'pass1234'): Promise<Harness> {
  const harness = createTestStore();
  harness.store.injectFeature(inboxFeature);
  harness.store.dispatch(sessionActions.tokenReceived(await loginToken(account, password)));
  harness.store.dispatch(sessionActions.memberInfoRequested());
  await waitForState(harness.store, (s) => s.wallet.unreadCount !== null);
  return harness;
}

const inbox = (s: RootState) => selectInbox(s);
const settled = (s: RootState) => inbox(s).status === 'loaded' || inbox(s).status === 'failed';

async function showPage(harness: Harness, pageNo = 1) {
  harness.store.dispatch(inboxActions.pageRequested(pageNo));
  return inbox(await waitForState(harness.store, (s) => settled(s) && inbox(s).pageNo === pageNo));
}

describe('the inbox page', () => {
  it('loads ten messages a page, newest first, and the unread count with them', async () => {
    const harness = await start();
    const first = await showPage(harness);
    expect(first.messages).toHaveLength(10);
    expect(first.totalPages).toBe(2);
    const times = first.messages.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(first.messages.map((m) => m.kind))).toEqual(
      new Set([
        'NOTICE',
        'DEPOSIT_CREDITED',
        'DEPOSIT_FAILED',
        'WITHDRAWAL_APPROVED',
        'WITHDRAWAL_REJECTED',
      ]),
    );
    const second = await showPage(harness, 2);
    expect(second.messages.map((m) => m.title)).toEqual([
      'Weekly draw results 1',
      'Welcome to Lucky Portal',
    ]);
    expect(harness.store.getState().wallet.unreadCount).toBe(2);
  });

  it('is empty for a member without messages', async () => {
    const harness = await start('newbie1', '123456');
    const page = await showPage(harness);
    expect(page).toMatchObject({ status: 'loaded', messages: [], totalPages: 0 });
    expect(harness.store.getState().wallet.unreadCount).toBe(0);
  });

  it('says why a load failed and keeps what it showed; a retry loads again', async () => {
    const harness = await start();
    await showPage(harness);
    failNext('inboxMessages', '#727', 'System busy');
    const failed = await showPage(harness, 2);
    expect(failed.failure).toMatchObject({ kind: 'busy' });
    expect(failed.messages).toHaveLength(10);
    const again = await showPage(harness, 2);
    expect(again).toMatchObject({ status: 'loaded', failure: null });
    expect(again.messages).toHaveLength(2);
  });

  it('tells a dropped connection apart from a refusal', async () => {
    const harness = await start();
    dropConnection('inboxMessages', 1);
    expect((await showPage(harness)).failure).toMatchObject({ kind: 'offline' });
  });

  it('ends the session when the server says it ended (401)', async () => {
    const harness = await start();
    await showPage(harness);
    await endSession(harness.store.getState().session.token!);
    harness.store.dispatch(inboxActions.pageRequested(2));
    const s = await waitForState(harness.store, (st) => st.session.token === null);
    // The panel opens the login popup; the page keeps nothing of the member.
    expect(inbox(s).messages).toEqual([]);
    expect(s.wallet.unreadCount).toBeNull();
  });
});

describe('reading messages', () => {
  it('marks an unread message read when it opens; the new count goes to the header', async () => {
    const harness = await start();
    const page = await showPage(harness);
    const unread = page.messages.find((m) => !m.read)!;
    harness.store.dispatch(inboxActions.messageToggled(unread.messageId));
    const s = await waitForState(harness.store, (st) => st.wallet.unreadCount === 1);
    expect(inbox(s).openId).toBe(unread.messageId);
    expect(inbox(s).messages.find((m) => m.messageId === unread.messageId)!.read).toBe(true);
    // Kept by the server: a new load still has it read.
    const again = await showPage(harness);
    expect(again.messages.find((m) => m.messageId === unread.messageId)!.read).toBe(true);
  });

  it('opening a read message or closing one asks nothing of the server', async () => {
    const harness = await start();
    const page = await showPage(harness);
    const calls = recordCalls('inboxRead');
    const read = page.messages.find((m) => m.read)!;
    harness.store.dispatch(inboxActions.messageToggled(read.messageId));
    harness.store.dispatch(inboxActions.messageToggled(read.messageId));
    expect(inbox(harness.store.getState()).openId).toBeNull();
    // Then an unread one: its call follows any the read one had made.
    const unread = page.messages.find((m) => !m.read)!;
    harness.store.dispatch(inboxActions.messageToggled(unread.messageId));
    await waitForState(
      harness.store,
      (s) => inbox(s).messages.find((m) => m.messageId === unread.messageId)!.read,
    );
    expect(calls.map((c) => c.body)).toEqual([{ messageIds: [unread.messageId] }]);
  });

  it('leaves a message unread when marking it fails', async () => {
    const harness = await start();
    const page = await showPage(harness);
    const unread = page.messages.find((m) => !m.read)!;
    failNext('inboxRead', '#727', 'System busy');
    const calls = recordCalls('inboxRead');
    harness.store.dispatch(inboxActions.messageToggled(unread.messageId));
    // The refusal is answered: a success would have marked it read.
    await vi.waitFor(() => expect(calls.map((c) => c.answered)).toEqual([true]));
    const s = harness.store.getState();
    expect(inbox(s).openId).toBe(unread.messageId);
    expect(inbox(s).messages.find((m) => m.messageId === unread.messageId)!.read).toBe(false);
    expect(s.wallet.unreadCount).toBe(2);
  });

  it('marks every message read at once; a failure says why', async () => {
    const harness = await start();
    await showPage(harness);
    failNext('inboxRead', '#727', 'System busy');
    harness.store.dispatch(inboxActions.markAllRequested());
    let s = await waitForState(harness.store, (st) => inbox(st).markAll.status === 'failed');
    expect(inbox(s).markAll.failure).toMatchObject({ kind: 'busy' });
    harness.store.dispatch(inboxActions.markAllRequested());
    s = await waitForState(harness.store, (st) => inbox(st).markAll.status === 'idle');
    expect(s.wallet.unreadCount).toBe(0);
    expect(inbox(s).messages.every((m) => m.read)).toBe(true);
  });
});
