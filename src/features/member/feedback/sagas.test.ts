import { describe, expect, it } from 'vitest';
import { FEEDBACK_CONTENT_MAX } from '@/api/contract/constants';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { dropConnection, failNext } from '@/testing/mock-backend';
import { sessionActions } from '@/core/session/slice';
import type { RootState } from '@/app/store';
import { feedbackFeature } from './feature';
import { contentProblem } from './rules';
import { selectFeedback } from './selectors';
import { feedbackActions } from './slice';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function start(account = 'player1', password = 'pass1234') {
  const harness = createTestStore();
  harness.store.injectFeature(feedbackFeature);
  harness.store.dispatch(sessionActions.tokenReceived(await loginToken(account, password)));
  return harness;
}

const feedback = (s: RootState) => selectFeedback(s);
const historySettled = (s: RootState) =>
  feedback(s).history.status === 'loaded' || feedback(s).history.status === 'failed';

describe('the content rule', () => {
  it('asks for content, then for a length within the bounds (spaces around not counted)', () => {
    expect(contentProblem('')).toBe('empty');
    expect(contentProblem('   ')).toBe('empty');
    expect(contentProblem('  abcd  ')).toBe('length');
    expect(contentProblem('abcde')).toBeNull();
    expect(contentProblem('x'.repeat(FEEDBACK_CONTENT_MAX))).toBeNull();
    expect(contentProblem('x'.repeat(FEEDBACK_CONTENT_MAX + 1))).toBe('length');
  });
});

describe('the history', () => {
  it("shows player1's feedback newest first, the replied one with its reply", async () => {
    const { store } = await start();
    store.dispatch(feedbackActions.historyRequested(1));
    const { history } = feedback(await waitForState(store, historySettled));
    expect(history.items.map((i) => [i.type, i.status])).toEqual([
      ['SUGGESTION', 'PENDING'],
      ['DEPOSIT', 'REPLIED'],
    ]);
    expect(history.items[1]!.reply).toContain('2,000.00');
  });

  it('is empty for a new member; a failure says why', async () => {
    const { store } = await start('newbie1', '123456');
    dropConnection('feedbackHistory', 1);
    store.dispatch(feedbackActions.historyRequested(1));
    let s = await waitForState(store, historySettled);
    expect(feedback(s).history.failure).toMatchObject({ kind: 'offline' });
    store.dispatch(feedbackActions.historyRequested(1));
    s = await waitForState(store, (st) => feedback(st).history.status === 'loaded');
    expect(feedback(s).history).toMatchObject({ items: [], totalPages: 0, failure: null });
  });
});

describe('sending', () => {
  it('sends the trimmed content with the images; the history shows it first', async () => {
    const { store } = await start();
    store.dispatch(
      feedbackActions.submitted({
        type: 'COMPLAINT',
        content: '  The lobby froze.  ',
        images: [PNG],
      }),
    );
    const s = await waitForState(
      store,
      (st) => feedback(st).submit.status === 'sent' && feedback(st).history.status === 'loaded',
    );
    expect(feedback(s).submit.sent).toBe(1);
    expect(feedback(s).history.items[0]).toMatchObject({
      type: 'COMPLAINT',
      content: 'The lobby froze.',
      status: 'PENDING',
      images: [PNG],
    });
  });

  it('says why a send failed and sends nothing twice', async () => {
    const { store } = await start();
    failNext('feedback', '#727', 'System busy');
    store.dispatch(
      feedbackActions.submitted({ type: 'OTHER', content: 'Hello there', images: [] }),
    );
    const s = await waitForState(store, (st) => feedback(st).submit.status === 'failed');
    expect(feedback(s).submit).toMatchObject({ failure: { kind: 'busy' }, sent: 0 });
    store.dispatch(feedbackActions.submitCleared());
    expect(feedback(store.getState()).submit).toMatchObject({ status: 'idle', failure: null });
  });

  it('tells a trial account a real one is needed (the server refuses it)', async () => {
    const harness = createTestStore();
    harness.store.injectFeature(feedbackFeature);
    harness.store.dispatch(sessionActions.tokenReceived(await freePlayToken()));
    harness.store.dispatch(
      feedbackActions.submitted({ type: 'OTHER', content: 'Hello there', images: [] }),
    );
    const s = await waitForState(harness.store, (st) => feedback(st).submit.status === 'failed');
    expect(feedback(s).submit.failure).toMatchObject({ kind: 'trial' });
  });
});
