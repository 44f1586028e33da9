import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../../../../fixtures/system';
import { initialSessionState } from '@/core/session/slice';
import { loginToken, waitForState } from '@/testing/harness';
import { initI18n } from '@/i18n';
import { renderShell, setResources } from '@/testing/render-shell';
import { SideMenu } from './SideMenu';
import { Header } from './Header';
import { shellActions } from '../slice';
import { mockScenario, failAlways } from '@/testing/mock-backend';

// Rendering the whole shell is slow on a busy machine: the catalogue and lazy chunks loaded once up front.
vi.setConfig({ testTimeout: 15_000 });
beforeAll(async () => {
  await initI18n('EN');
  await import('./AppQrCodes');
});

const nav = () => screen.getByRole('navigation', { name: 'Side menu' });
const games = () => within(nav()).findByRole('list', { name: 'Games' });

describe('side menu', () => {
  it('lists Home, the categories with vendors in server order, and promotions', async () => {
    await renderShell(<SideMenu />);
    const list = await games();
    const expected = [
      'E-Lottery',
      'Lottery',
      'Live casino',
      'Sports',
      'Fishing',
      'Slots',
      'Card games',
      'Esports',
    ];
    expect(within(list).getAllByRole('button', { name: /^(?!.*providers)/ })).toHaveLength(
      expected.length,
    );
    const entries = expected.map((name) => within(list).getByRole('button', { name }));
    for (let i = 1; i < entries.length; i += 1) {
      expect(
        entries[i - 1]!.compareDocumentPosition(entries[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
        expected[i],
      ).toBeTruthy();
    }
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });

  it('keeps a row per game category while the vendors load, hidden from assistive technology', async () => {
    mockScenario({ delays: { vendors: 400 } });
    const { store } = await renderShell(<SideMenu />);
    const placeholder = nav().querySelector('.side-menu__placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder?.querySelectorAll('li')).toHaveLength(8);
    await waitForState(store, (s) => s.shell.vendors.status === 'loaded');
    // The categories render in the background once the answer is in; they replace the rows.
    expect(await games()).toBeInTheDocument();
    expect(nav().querySelector('.side-menu__placeholder')).toBeNull();
  });

  it('shows no game categories when the vendors call fails', async () => {
    failAlways('vendors', 'system.error', 'down');
    const { store } = await renderShell(<SideMenu />);
    await waitForState(store, (s) => s.shell.vendors.status === 'failed');
    expect(within(nav()).queryByRole('list', { name: 'Games' })).toBeNull();
    expect(within(nav()).queryByRole('button', { name: 'Slots' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it("opens a category's vendors: 'all' first, then the vendor logos", async () => {
    const { store } = await renderShell(<SideMenu />);
    await games();
    const more = within(nav()).getByRole('button', { name: 'Esports providers' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const vendors = within(nav()).getByRole('list', { name: 'Esports providers' });
    const names = within(vendors)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['All Esports', 'AVIA Esports', 'IM Esports', 'TF Gaming', 'IA Esports']);
    const logo = vendors.querySelector('img');
    expect(logo?.getAttribute('src')).toMatch(/^\/cdn-a\/vendors\/AV\.\w+\.svg$/);
    expect(
      store
        .getState()
        .shell.vendors.categories.find((c) => c.code === 'SPORTS')!
        .vendors.some((v) => v.vassalage === 'AV'),
    ).toBe(false);
  });

  it('a category goes to its page with the filter; a vendor list adds the vendor', async () => {
    const { store, services } = await renderShell(<SideMenu />);
    await games();
    await userEvent.click(within(nav()).getByRole('button', { name: 'Slots' }));
    expect(services.navigate).toHaveBeenLastCalledWith('/rng', { replace: undefined });
    await userEvent.click(within(nav()).getByRole('button', { name: 'Slots providers' }));
    await userEvent.click(within(nav()).getByRole('button', { name: 'PG Soft' }));
    expect(services.navigate).toHaveBeenLastCalledWith('/rng?vendor=PG', { replace: undefined });
    expect(store.getState().shell.lobbyFilter).toEqual({
      category: 'RNG',
      vendor: 'PG',
      gameType: 'RNG',
      page: 1,
    });
    await userEvent.click(within(nav()).getByRole('link', { name: 'Home' }));
    expect(store.getState().shell.lobbyFilter).toEqual({
      category: null,
      vendor: null,
      gameType: null,
      page: 1,
    });
  });

  it('marks the category of the current page', async () => {
    await renderShell(<SideMenu />, { route: '/live' });
    await games();
    expect(within(nav()).getByRole('button', { name: 'Live casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('button', { name: 'Slots' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('collapses and expands with its toggle', async () => {
    const { store } = await renderShell(<SideMenu />);
    await games();
    const toggle = within(nav()).getByRole('button', { name: 'Collapse the side menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(store.getState().shell.sideMenu.collapsed).toBe(true);
    const expand = within(nav()).getByRole('button', { name: 'Expand the side menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('button', { name: 'Service centre' })).toBeNull();
    expect(within(nav()).queryByRole('button', { name: 'Slots providers' })).toBeNull();
    // Entries stay reachable by name while collapsed.
    expect(within(nav()).getByRole('button', { name: 'Slots' })).toBeInTheDocument();
    await userEvent.click(expand);
    expect(within(nav()).getByRole('button', { name: 'Service centre' })).toBeInTheDocument();
  });

  it.each(['/seamless', '/vnlottery'])('starts collapsed on %s', async (route) => {
    await renderShell(<SideMenu />, { route });
    expect(within(nav()).getByRole('button', { name: 'Expand the side menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('starts expanded elsewhere', async () => {
    await renderShell(<SideMenu />, { route: '/rng' });
    expect(within(nav()).getByRole('button', { name: 'Collapse the side menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the language selector with more than one language only', async () => {
    await renderShell(<SideMenu />);
    expect(within(nav()).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('has no language selector with one language', async () => {
    mockScenario({ languages: ['EN'] });
    await renderShell(<SideMenu />);
    expect(within(nav()).queryByRole('combobox')).toBeNull();
  });

  it('offers customer service, platform messages, announcements and the help centre', async () => {
    const { store, services } = await renderShell(<SideMenu />);
    const service = within(nav()).getByRole('button', { name: 'Service centre' });
    expect(service).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(service);
    expect(service).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Customer service' }));
    // The address comes from the customer-service link call, after the click.
    await waitFor(() =>
      expect(services.openWindow).toHaveBeenCalledWith(
        expect.stringContaining('service=live'),
        'customer-service',
        'width=440,height=750',
      ),
    );
    await userEvent.click(within(nav()).getByRole('button', { name: 'Announcements' }));
    expect(store.getState().modals.stack.map((m) => m.name)).toContain('noticeModal');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Platform messages' }));
    await waitFor(() =>
      expect(store.getState().modals.stack.map((m) => m.name)).toContain('loginPopupModal'),
    );
    expect(within(nav()).getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/helpmc',
    );
  });

  it('platform messages show the unread count and open the member centre on them', async () => {
    const token = await loginToken('player1');
    const { services, store } = await renderShell(<SideMenu />, {
      preloaded: {
        session: {
          ...initialSessionState,
          token,
          member: { id: 1001, account: 'player1', type: 0 },
          memberStatus: 'loaded',
        },
      },
    });
    // The session's poll: player1 has two unread notices.
    await waitForState(store, (st) => st.wallet.unreadCount === 2);
    await userEvent.click(within(nav()).getByRole('button', { name: 'Service centre' }));
    const entry = within(nav()).getByRole('button', { name: 'Platform messages, 2 unread' });
    expect(entry).toHaveTextContent('Platform messages 2');
    await userEvent.click(entry);
    await waitFor(() =>
      expect(services.navigate).toHaveBeenCalledWith('/?member=messageV2', { replace: undefined }),
    );
  });

  it('shows the Android and iOS QR codes when the app download opens', async () => {
    await renderShell(<SideMenu />);
    expect(screen.queryByRole('img', { name: 'Android download QR code' })).toBeNull();
    await userEvent.click(within(nav()).getByRole('button', { name: 'App download' }));
    const android = await within(nav()).findByRole('img', { name: 'Android download QR code' });
    const ios = within(nav()).getByRole('img', { name: 'iOS download QR code' });
    expect(android.tagName.toLowerCase()).toBe('svg');
    expect(android).toHaveAttribute('width', '160');
    expect(android.parentElement).toHaveStyle({ padding: '20px', width: '200px', height: '200px' });
    expect(ios).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://download.example.com/portal.apk',
    );
    expect(within(nav()).getByRole('link', { name: 'Download for iOS' })).toHaveAttribute(
      'href',
      'https://download.example.com/portal.mobileconfig',
    );
    expect(within(nav()).getByRole('link', { name: 'Install guides' })).toHaveAttribute(
      'href',
      '/down',
    );
  });

  it('shows only the QR codes whose resources exist', async () => {
    const { store } = await renderShell(<SideMenu />);
    act(() =>
      setResources(
        store,
        RESOURCES.filter((r) => r.resourceType !== 'MOBILECONFIG'),
      ),
    );
    await userEvent.click(within(nav()).getByRole('button', { name: 'App download' }));
    expect(
      await within(nav()).findByRole('img', { name: 'Android download QR code' }),
    ).toBeInTheDocument();
    expect(within(nav()).queryByRole('img', { name: 'iOS download QR code' })).toBeNull();
  });

  it('says the app is not available when neither resource exists', async () => {
    const { store } = await renderShell(<SideMenu />);
    act(() =>
      setResources(
        store,
        RESOURCES.filter((r) => r.resourceType !== 'MOBILECONFIG' && r.resourceType !== 'Android'),
      ),
    );
    await userEvent.click(within(nav()).getByRole('button', { name: 'App download' }));
    expect(
      within(nav()).getByText('The app is not available for download yet.'),
    ).toBeInTheDocument();
    expect(within(nav()).queryByRole('img')).toBeNull();
  });

  it('links Facebook, Instagram and Telegram when present', async () => {
    await renderShell(<SideMenu />);
    const social = within(nav()).getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Facebook', 'https://facebook.com/portal.demo'],
      ['Instagram', 'https://instagram.com/portal.demo'],
      ['Telegram', 'https://t.me/portal_demo'],
    ]);
    expect(within(social).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('leaves out social links the site does not have', async () => {
    const { store } = await renderShell(<SideMenu />);
    act(() =>
      setResources(
        store,
        RESOURCES.filter((r) => r.resourceType !== 'INSTAGRAM'),
      ),
    );
    const social = within(nav()).getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Facebook', 'Telegram']);
    act(() => setResources(store, []));
    expect(within(nav()).queryByRole('list', { name: 'Follow us' })).toBeNull();
  });
});

describe('side menu as the phone drawer', () => {
  /** The phone's stylesheet, as far as the drawer's behaviour reads it (jsdom lays nothing out). */
  const phoneStyles = () => {
    const style = document.createElement('style');
    style.textContent = '.side-menu--open { position: fixed; }';
    document.head.append(style);
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    return () => {
      style.remove();
      vi.restoreAllMocks();
    };
  };

  it('opens from the menu button on its first stop, keeps Tab inside, and Escape closes it', async () => {
    const restore = phoneStyles();
    try {
      const { store } = await renderShell(
        <>
          <Header drawer />
          <SideMenu />
        </>,
      );
      await games();
      const menu = screen.getByRole('button', { name: 'Menu' });
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(menu);
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(nav()).toHaveClass('side-menu--open');
      const close = within(nav()).getByRole('button', { name: 'Close the menu' });
      expect(close).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(nav()).toContainElement(document.activeElement as HTMLElement);
      await userEvent.tab();
      expect(close).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      // (The focus going back to the menu button is the drawer scenario's, in a real browser.)
      expect(store.getState().shell.sideMenu.drawerOpen).toBe(false);
      expect(menu).toHaveAttribute('aria-expanded', 'false');
    } finally {
      restore();
    }
  });

  it('closes on a choice, its close button and the backdrop, but not on a sub-menu', async () => {
    const restore = phoneStyles();
    try {
      const { store, view } = await renderShell(
        <>
          <Header drawer />
          <SideMenu />
        </>,
      );
      await games();
      const open = () => store.getState().shell.sideMenu.drawerOpen === true;
      const menu = screen.getByRole('button', { name: 'Menu' });
      await userEvent.click(menu);
      await userEvent.click(within(nav()).getByRole('button', { name: 'Slots providers' }));
      expect(open()).toBe(true);
      await userEvent.click(within(nav()).getByRole('button', { name: 'Slots' }));
      expect(open()).toBe(false);
      await userEvent.click(menu);
      await userEvent.click(within(nav()).getByRole('button', { name: 'Close the menu' }));
      expect(open()).toBe(false);
      await userEvent.click(menu);
      await userEvent.click(view.container.querySelector('.drawer-backdrop')!);
      expect(open()).toBe(false);
    } finally {
      restore();
    }
  });

  it('shows the whole bar in the drawer where the route collapses it', async () => {
    const { store } = await renderShell(<SideMenu />, { route: '/seamless' });
    await waitFor(() => expect(nav()).toHaveClass('side-menu--collapsed'));
    act(() => {
      store.dispatch(shellActions.drawerToggled());
    });
    expect(nav()).not.toHaveClass('side-menu--collapsed');
    expect(within(nav()).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});
