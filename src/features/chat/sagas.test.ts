import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, i18next } from '@/i18n';
import { createTestStore, loginToken, waitForState, freePlayToken } from '@/testing/harness';
import { initialSystemState } from '@/core/system/slice';
import { initialPreferencesState } from '@/core/preferences/slice';
import { preferencesActions } from '@/core/preferences/slice';
import { sessionActions } from '@/core/session/slice';
import { chatActions } from './slice';
import { failNext } from '@/testing/mock-backend';
import { recordCalls } from '@/testing/requests';
import { BRANDS } from '../../../fixtures/brands';

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
});

/** The chat calls that reach the mock from now on. */
const recordChatCalls = () => recordCalls('chatUrl', 'chatUnread');

function storeWithFlags(flags: Record<string, boolean>) {
  return createTestStore({
    system: { ...initialSystemState, phase: 'ready', flags },
    preferences: { ...initialPreferencesState, language: 'EN' },
  });
}

async function logIn(harness: ReturnType<typeof createTestStore>, token: string) {
  harness.store.dispatch(sessionActions.tokenReceived(token));
  harness.store.dispatch(sessionActions.memberInfoRequested());
  await waitForState(harness.store, (s) => s.session.memberStatus === 'loaded');
}

describe('chat room', () => {
  it('fetches the chat address and the unread count on login when CBS3 is on', async () => {
    const calls = recordChatCalls();
    const harness = storeWithFlags({ CBS3: true });
    await logIn(harness, await loginToken('player1'));
    const state = await waitForState(
      harness.store,
      (s) => s.chat.urlStatus === 'loaded' && s.chat.unread > 0,
    );
    expect(state.chat.url).toMatch(
      /^\/__mock\/pages\/chat\?lang=EN&title=Chat%20room&headerColor=%23c0392b$/,
    );
    expect(state.chat.unread).toBe(1001 % 5);
    const launch = calls.find((c) => c.name === 'chatUrl')!;
    expect(launch.query).toEqual({
      b2c: '1',
      title: 'Chat room',
      language: 'EN',
      headerColor: '#c0392b',
    });
    expect(calls.map((c) => c.name).sort()).toEqual(['chatUnread', 'chatUrl']);
  });

  it('makes no chat call when CBS3 is off, and the launcher does nothing', async () => {
    const calls = recordChatCalls();
    const harness = storeWithFlags({ CBS3: false });
    await logIn(harness, await loginToken('player1'));
    await waitForState(harness.store, (s) => s.wallet.status === 'loaded');
    harness.store.dispatch(chatActions.openRequested());
    // The login flow and the launcher look at the flag as they start: were it on, the address
    // would be loading and the window open by now.
    expect(harness.store.getState().chat.urlStatus).toBe('idle');
    expect(calls).toHaveLength(0);
    expect(harness.store.getState().chat.open).toBe(false);
  });

  it('makes no chat call for a trial account and refuses it with in_please_information', async () => {
    const calls = recordChatCalls();
    const harness = storeWithFlags({ CBS3: true });
    await logIn(harness, await freePlayToken());
    harness.store.dispatch(chatActions.openRequested());
    const state = await waitForState(harness.store, (s) => s.dialogs.queue.length === 1);
    expect(state.dialogs.queue[0]).toMatchObject({
      kind: 'warning',
      key: 'roles.in_please_information',
    });
    expect(state.chat.open).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('opens the login popup for a visitor', async () => {
    const harness = storeWithFlags({ CBS3: true });
    harness.store.dispatch(chatActions.openRequested());
    const state = await waitForState(harness.store, (s) => s.modals.stack.length === 1);
    expect(state.modals.stack[0]?.name).toBe('loginPopupModal');
    expect(state.chat.open).toBe(false);
  });

  it('opens for a player (clearing the badge) and closes on logout', async () => {
    const harness = storeWithFlags({ CBS3: true });
    await logIn(harness, await loginToken('player1'));
    await waitForState(harness.store, (s) => s.chat.unread > 0 && s.chat.url !== null);
    harness.store.dispatch(chatActions.openRequested());
    let state = await waitForState(harness.store, (s) => s.chat.open);
    expect(state.chat.unread).toBe(0);
    harness.store.dispatch(chatActions.minimiseToggled());
    harness.store.dispatch(chatActions.sizeToggled());
    expect(harness.store.getState().chat).toMatchObject({ minimised: true, enlarged: true });
    harness.store.dispatch(sessionActions.sessionEnded({ reason: 'logout' }));
    state = harness.store.getState();
    expect(state.chat).toMatchObject({
      open: false,
      url: null,
      unread: 0,
      minimised: false,
      enlarged: false,
    });
  });

  it('fetches the address when opened after a failure, and again on retry', async () => {
    failNext('chatUrl', '#727', 'System busy', 2);
    const harness = storeWithFlags({ CBS3: true });
    await logIn(harness, await loginToken('player1'));
    await waitForState(harness.store, (s) => s.chat.urlStatus === 'failed');
    harness.store.dispatch(chatActions.openRequested());
    await waitForState(harness.store, (s) => s.chat.open && s.chat.urlStatus === 'failed');
    harness.store.dispatch(chatActions.urlRequested());
    const state = await waitForState(harness.store, (s) => s.chat.urlStatus === 'loaded');
    expect(state.chat.url).toContain('/__mock/pages/chat');
  });

  it('asks for the chat page again in a newly chosen language', async () => {
    const harness = storeWithFlags({ CBS3: true });
    await logIn(harness, await loginToken('player1'));
    await waitForState(harness.store, (s) => s.chat.urlStatus === 'loaded');
    harness.store.dispatch(preferencesActions.languageChosen('TY'));
    const state = await waitForState(
      harness.store,
      (s) => s.chat.url?.includes('lang=TY') ?? false,
    );
    expect(state.chat.urlStatus).toBe('loaded');
  });

  /** player1 logged in under the jade brand in the light theme, its chat address fetched. */
  async function jadeMemberWithChat() {
    const calls = recordChatCalls();
    const harness = createTestStore({
      system: { ...initialSystemState, phase: 'ready', flags: { CBS3: true }, brand: BRANDS.jade },
      preferences: { ...initialPreferencesState, language: 'EN', theme: 'light' },
    });
    await logIn(harness, await loginToken('player1'));
    await waitForState(harness.store, (s) => s.chat.urlStatus === 'loaded');
    return { calls, harness };
  }

  it('paints the chat header in the brand accent of the current theme, light and dark', async () => {
    const { calls, harness } = await jadeMemberWithChat();
    harness.store.dispatch(preferencesActions.themeChanged('dark'));
    await waitForState(harness.store, () => calls.filter((c) => c.name === 'chatUrl').length === 2);
    expect(calls.filter((c) => c.name === 'chatUrl').map((c) => c.query.headerColor)).toEqual([
      BRANDS.jade.theme!.light.accent,
      BRANDS.jade.theme!.dark.accent,
    ]);
  });

  it('asks nothing again when the theme it shows is saved again (the header mounting)', async () => {
    const { calls, harness } = await jadeMemberWithChat();
    harness.store.dispatch(preferencesActions.themeChanged('light'));
    harness.store.dispatch(preferencesActions.themeChanged('dark'));
    await waitForState(harness.store, () => calls.filter((c) => c.name === 'chatUrl').length === 2);
    harness.store.dispatch(preferencesActions.themeChanged('dark'));
    await waitForState(harness.store, (s) => s.chat.urlStatus === 'loaded');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.name === 'chatUrl')).toHaveLength(2);
  });
});
