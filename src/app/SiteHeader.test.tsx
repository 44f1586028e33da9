import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RootState } from '@/app/store';
import type { MemberInfo } from '@/api/contract/member';
import { initI18n, i18next } from '@/i18n';
import { createTestStore } from '@/testing/harness';
import { accountActions } from '@/features/account/slice';
import { initialChatState } from '@/features/chat/slice';
import { chatActions } from '@/features/chat/slice';
import { initialSessionState } from '@/core/session/slice';
import { SiteHeader as Header } from './SiteHeader';
import { initialSystemState } from '@/core/system/slice';
import { preferencesActions } from '@/core/preferences/slice';
import { initialWalletState, walletActions, type WalletState } from '@/features/wallet/slice';

// Rendering with user events is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  // The lazy parts (menu entries, chat window), loaded once so that each test waits less.
  await Promise.all([
    import('@/features/wallet/components/AvatarMenuList'),
    import('@/features/chat/components/ChatWindow'),
  ]);
});

const PLAYER: MemberInfo = { id: 1001, account: 'player1', nickname: 'Maya', type: 0 };
const AGENT: MemberInfo = { id: 1002, account: 'agent01', nickname: 'Ace', type: 1 };

interface Setup {
  flags?: Record<string, boolean>;
  member?: MemberInfo | null;
  wallet?: Partial<WalletState>;
  currencySymbol?: string;
  chat?: Partial<RootState['chat']>;
  logo?: { light: string; dark: string };
}

/** The header on a preloaded store (no session sagas start: member info is never requested). */
function renderHeader({
  flags = { DIRECTREG3: true, FREEPLAY3: true, CBS3: true },
  member = null,
  wallet = {},
  currencySymbol = '$',
  chat = {},
  logo,
}: Setup = {}) {
  const harness = createTestStore({
    system: {
      ...initialSystemState,
      phase: 'ready',
      flags,
      brand: {
        ...initialSystemState.brand,
        currencySymbol,
        ...(logo ? { displayName: 'Lucky', logo } : {}),
      },
    },
    session: member ? { token: 'tk_test', member, memberStatus: 'loaded' } : initialSessionState,
    wallet: { ...initialWalletState, ...wallet },
    chat: { ...initialChatState, ...chat },
  });
  const dispatch = vi.spyOn(harness.store, 'dispatch');
  render(
    <Provider store={harness.store}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </Provider>,
  );
  return { ...harness, dispatch };
}

describe('Header for visitors', () => {
  it('shows Log in, Register and Free demo when DIRECTREG3 and FREEPLAY3 are on', async () => {
    const { dispatch } = renderHeader();
    expect(screen.queryByRole('group', { name: 'Balance' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'modals/opened',
      payload: { name: 'loginPopupModal', props: { mode: 'login', variant: 'header' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'modals/opened',
      payload: { name: 'loginPopupModal', props: { mode: 'register', variant: 'header' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Free demo' }));
    expect(dispatch).toHaveBeenCalledWith(accountActions.freePlayRequested());
  });

  it('hides Register and Free demo when their flags are off', () => {
    renderHeader({ flags: { DIRECTREG3: false, FREEPLAY3: false } });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat room' })).not.toBeInTheDocument();
  });

  it("shows the brand's logo of the theme in use and fetches only that one", () => {
    const { store } = renderHeader({
      logo: { light: '/cdn/logo-light.svg', dark: '/cdn/logo-dark.svg' },
    });
    const logos = () => screen.getAllByRole('img', { name: 'Lucky' });
    expect(logos().map((img) => img.getAttribute('src'))).toEqual(['/cdn/logo-light.svg']);
    act(() => {
      store.dispatch(preferencesActions.themeChanged('dark'));
    });
    expect(logos().map((img) => img.getAttribute('src'))).toEqual(['/cdn/logo-dark.svg']);
  });

  it('offers the chat launcher to visitors while CBS3 is on', async () => {
    const { dispatch } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Chat room' }));
    expect(dispatch).toHaveBeenCalledWith(chatActions.openRequested());
  });
});

describe('Header for members', () => {
  it('shows deposit, withdraw and the balance with 2 decimals, separators and its symbol', async () => {
    const { dispatch } = renderHeader({
      member: PLAYER,
      wallet: { balance: 12_345.67, currencySymbol: '₱', status: 'loaded' },
    });
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱12,345.67');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(dispatch).toHaveBeenLastCalledWith(
      walletActions.memberCentreRequested({ page: 'depositv2' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(dispatch).toHaveBeenLastCalledWith(
      walletActions.memberCentreRequested({ page: 'withdraw' }),
    );
  });

  it("falls back to the brand's currency symbol", () => {
    renderHeader({
      member: PLAYER,
      wallet: { balance: 1_000_000, currencySymbol: null, status: 'loaded' },
      currencySymbol: '$',
    });
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('$1,000,000.00');
  });

  it('hides and shows the balance with a pressed toggle', async () => {
    const { store } = renderHeader({
      member: PLAYER,
      wallet: { balance: 5, currencySymbol: '₱', status: 'loaded' },
    });
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('******');
    expect(screen.getByRole('group', { name: 'Balance' })).not.toHaveTextContent('₱5.00');
    expect(store.getState().wallet.hidden).toBe(true);
    await userEvent.click(toggle);
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱5.00');
  });

  it('shows the updating state during a requested refresh', async () => {
    const { store, dispatch } = renderHeader({
      member: PLAYER,
      wallet: { balance: 5, currencySymbol: '₱', status: 'loaded' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(dispatch).toHaveBeenCalledWith(walletActions.balanceRefreshRequested());
    act(() => {
      store.dispatch(walletActions.balanceFetchStarted({ manual: true }));
    });
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('Updating…');
    expect(screen.getByRole('button', { name: 'Updating balance' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    act(() => {
      store.dispatch(walletActions.balanceLoaded({ sumBalance: 7.5, currencySymbol: '₱' }));
    });
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱7.50');
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('keeps the shown balance during the background poll', () => {
    const { store } = renderHeader({
      member: PLAYER,
      wallet: { balance: 5, currencySymbol: '₱', status: 'loaded' },
    });
    act(() => {
      store.dispatch(walletActions.balanceFetchStarted({ manual: false }));
    });
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('₱5.00');
  });
});

describe('Avatar menu', () => {
  it('is keyboard operable: opens on Enter, moves with arrows, Escape closes and returns focus', async () => {
    sessionStorage.setItem('memberLabel', 'Gold');
    renderHeader({ member: PLAYER });
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Edit avatar',
      'Maya',
      'Gold',
      'Member centre',
      'Account record',
      'Betting record',
      'Sign out',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[items.length - 1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }),
    ).toHaveFocus();
  });

  it('maps each entry to its page, and sign out to logoutRequested', async () => {
    sessionStorage.setItem('memberLabel', 'Gold');
    const { dispatch } = renderHeader({ member: PLAYER });
    const choose = async (name: string) => {
      await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
      await userEvent.click(await screen.findByRole('menuitem', { name }));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      return dispatch.mock.lastCall?.[0];
    };
    expect(await choose('Edit avatar')).toEqual(
      walletActions.memberCentreRequested({ page: 'avatar' }),
    );
    expect(await choose('Maya (profile)')).toEqual(
      walletActions.memberCentreRequested({ page: 'profile' }),
    );
    expect(await choose('Gold (player rank)')).toEqual(
      walletActions.memberCentreRequested({ page: 'playerRank' }),
    );
    expect(await choose('Member centre')).toEqual(
      walletActions.memberCentreRequested({ page: 'securityCenter' }),
    );
    expect(await choose('Account record')).toEqual(
      walletActions.memberCentreRequested({ page: 'transactionHistory' }),
    );
    expect(await choose('Betting record')).toEqual(
      walletActions.memberCentreRequested({ page: 'personalHistoryCopy' }),
    );
    expect(await choose('Sign out')).toEqual(accountActions.logoutRequested());
  });

  it('shows the member label in its stored colours', async () => {
    sessionStorage.setItem('memberLabel', 'Gold');
    sessionStorage.setItem('memberLabelTextColor', '#3b2a00');
    sessionStorage.setItem('memberLabelBgColor', 'url(javascript:alert(1))');
    renderHeader({ member: PLAYER });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const label = await screen.findByRole('menuitem', { name: 'Gold (player rank)' });
    expect(label.style.color).toBe('rgb(59, 42, 0)');
    // Not a colour: ignored rather than written into the style.
    expect(label.style.background).toBe('');
  });

  it('offers the security centre when there is no member label', async () => {
    const { dispatch } = renderHeader({ member: PLAYER });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Security centre' }));
    expect(screen.queryByRole('menuitem', { name: /player rank/ })).not.toBeInTheDocument();
    expect(dispatch).toHaveBeenLastCalledWith(
      walletActions.memberCentreRequested({ page: 'securityCenter' }),
    );
  });

  it('lists the agent centre for agents only', async () => {
    const { dispatch } = renderHeader({ member: AGENT });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Agent centre' }));
    expect(dispatch).toHaveBeenLastCalledWith(walletActions.agentCentreRequested());
  });

  it('closes on a click outside', async () => {
    renderHeader({ member: { ...PLAYER, type: 41 } });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Agent centre' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('group', { name: 'Balance' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Chat launcher and window', () => {
  it('names the unread count its badge shows on the launcher', () => {
    renderHeader({ member: PLAYER, chat: { unread: 3 } });
    expect(screen.getByRole('button', { name: 'Chat room, 3 unread' })).toHaveTextContent('3');
  });

  it('caps the badge and the name at 99+', () => {
    renderHeader({ member: PLAYER, chat: { unread: 150 } });
    expect(screen.getByRole('button', { name: 'Chat room, 99+ unread' })).toHaveTextContent('99+');
  });

  it('shows the floating frame with its controls once open', async () => {
    const { store } = renderHeader({
      member: PLAYER,
      chat: { open: true, url: '/__mock/pages/chat?lang=EN', urlStatus: 'loaded' },
    });
    const window = await screen.findByRole('region', { name: 'Chat room' });
    const frame = within(window).getByTitle('Chat room conversation');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/__mock/pages/chat?lang=EN');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');

    await userEvent.click(within(window).getByRole('button', { name: 'Enlarge chat room' }));
    expect(store.getState().chat.enlarged).toBe(true);
    expect(within(window).getByRole('button', { name: 'Shrink chat room' })).toBeInTheDocument();

    await userEvent.click(within(window).getByRole('button', { name: 'Minimise chat room' }));
    expect(frame).not.toBeVisible();
    await userEvent.click(within(window).getByRole('button', { name: 'Restore chat room' }));
    expect(frame).toBeVisible();

    await userEvent.click(within(window).getByRole('button', { name: 'Close chat room' }));
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
  });

  /** A member's chat opened while its launcher has the focus; the window takes the focus. */
  async function openChatFromLauncher() {
    const { store } = renderHeader({
      member: PLAYER,
      chat: { url: '/__mock/pages/chat?lang=EN', urlStatus: 'loaded' },
    });
    const launcher = screen.getByRole('button', { name: 'Chat room' });
    launcher.focus();
    act(() => {
      store.dispatch(chatActions.opened());
    });
    const window = await screen.findByRole('region', { name: 'Chat room' });
    await waitFor(() => expect(window).toHaveFocus());
    return { launcher, window };
  }

  it('takes the focus when the launcher opens it and gives it back on close', async () => {
    const { launcher, window } = await openChatFromLauncher();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(window).getByRole('button', { name: 'Close chat room' }));
    expect(launcher).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the launcher', async () => {
    const { launcher } = await openChatFromLauncher();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
    await waitFor(() => expect(launcher).toHaveFocus());
  });

  it('offers a retry when the chat address could not be fetched', async () => {
    const { dispatch } = renderHeader({
      member: PLAYER,
      chat: { open: true, urlStatus: 'failed' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chat room could not be opened.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(dispatch).toHaveBeenCalledWith(chatActions.urlRequested());
  });

  it('shows no chat window without CBS3 or without a session', () => {
    renderHeader({
      member: PLAYER,
      flags: { CBS3: false },
      chat: { open: true, url: '/x', urlStatus: 'loaded' },
    });
    expect(screen.queryByRole('button', { name: 'Chat room' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
  });
});
