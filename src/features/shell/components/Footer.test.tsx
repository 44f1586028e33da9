import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../../../../fixtures/system';
import { waitForState } from '@/testing/harness';
import { initI18n } from '@/i18n';
import { renderShell, setResources } from '@/testing/render-shell';
import { FloatingWidget } from './FloatingWidget';
import { Footer } from './Footer';
import { failAlways } from '@/testing/mock-backend';
import { reportNear, stubIntersectionObserver } from '@/testing/intersection-observer';

// Rendering the whole shell is slow on a busy machine: the catalogue and lazy chunks loaded once up front.
vi.setConfig({ testTimeout: 15_000 });
beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => vi.unstubAllGlobals());

const footer = () => screen.getByRole('contentinfo', { name: 'Site footer' });

describe('footer', () => {
  it('has its four blocks, site links and the copyright line', async () => {
    await renderShell(<Footer />);
    for (const name of ['About', 'Affiliates', 'Payment methods', 'Responsible gaming']) {
      expect(within(footer()).getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(within(footer()).getByRole('list', { name: 'Payment methods' })).toHaveTextContent(
      'GCash',
    );
    expect(within(footer()).getByText('Play responsibly. 18+ only.')).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'User protocol' })).toHaveAttribute(
      'href',
      '/help',
    );
    expect(within(footer()).getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/helpmc',
    );
    expect(
      within(footer()).getByText(
        `© ${new Date().getFullYear()} Lucky Portal. All rights reserved.`,
      ),
    ).toBeInTheDocument();
  });

  it("the affiliates' start button opens customer service", async () => {
    const { services } = await renderShell(<Footer />);
    await userEvent.click(within(footer()).getByRole('button', { name: 'Start now' }));
    // The address comes from the customer-service link call, after the click.
    await waitFor(() =>
      expect(services.openWindow).toHaveBeenCalledWith(
        expect.stringContaining('service=live'),
        'customer-service',
        'width=440,height=750',
      ),
    );
  });

  it('shows the game providers from the vendors answer, each once', async () => {
    const { store } = await renderShell(<Footer />);
    const strip = await within(footer()).findByRole('list', { name: 'Game providers' });
    const names = within(strip)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toContain('PG Soft');
    expect(names).toContain('Evolution');
    expect(names).toContain('AVIA Esports');
    const vendorCodes = new Set(
      store.getState().shell.vendors.categories.flatMap((c) => c.vendors.map((v) => v.vassalage)),
    );
    expect(names).toHaveLength(vendorCodes.size);
  });

  it("loads the providers' logos only when the strip nears the screen, not at start", async () => {
    // The spec's lazy image loader (preload factor 1.3), not the browser's own lazy loading, whose
    // 1,250-2,500 px reach fetched every logo of the strip with the page on a desktop.
    const observers = stubIntersectionObserver();
    await renderShell(<Footer />);
    const strip = await within(footer()).findByRole('list', { name: 'Game providers' });
    expect(within(strip).getAllByRole('listitem').length).toBeGreaterThan(10);
    expect(strip.querySelectorAll('img')).toHaveLength(0);
    const pg = within(strip).getByText('PG Soft').closest('li')!;
    reportNear(observers, pg.querySelector('.lazy-image')!);
    expect(strip.querySelectorAll('img')).toHaveLength(1);
    expect(pg.querySelector('img')?.getAttribute('src')).toMatch(/\/vendors\/PG\.\w+\.svg$/);
  });

  it('has no providers strip when the vendors call fails', async () => {
    failAlways('vendors', 'system.error', 'down');
    const { store } = await renderShell(<Footer />);
    await waitForState(store, (s) => s.shell.vendors.status === 'failed');
    expect(within(footer()).queryByRole('list', { name: 'Game providers' })).toBeNull();
    expect(within(footer()).getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });
});

describe('floating service widget', () => {
  const widget = () => screen.getByRole('complementary', { name: 'Service widget' });

  it('toggles open and closed', async () => {
    await renderShell(<FloatingWidget />);
    const toggle = within(widget()).getByRole('button', { name: 'Service menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(widget()).queryByRole('link', { name: 'App download' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(widget()).getByRole('link', { name: 'App download' })).toHaveAttribute(
      'href',
      '/down',
    );
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(widget()).queryByRole('link', { name: 'App download' })).toBeNull();
  });

  it('offers customer service and Telegram when the site has them', async () => {
    const { services } = await renderShell(<FloatingWidget />);
    await userEvent.click(within(widget()).getByRole('button', { name: 'Service menu' }));
    expect(within(widget()).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/portal_demo',
    );
    await userEvent.click(within(widget()).getByRole('button', { name: 'Customer service' }));
    // The address comes from the customer-service link call, after the click.
    await waitFor(() =>
      expect(services.openWindow).toHaveBeenCalledWith(
        expect.stringContaining('service=live'),
        'customer-service',
        'width=440,height=750',
      ),
    );
  });

  it('leaves out customer service and Telegram when the site has none', async () => {
    const { store } = await renderShell(<FloatingWidget />);
    act(() => {
      setResources(
        store,
        RESOURCES.filter((r) => r.resourceType !== 'TELEGRAM'),
      );
      const {
        phase: _p,
        errorMessage: _e,
        countries: _c,
        notice: _n,
        ...rest
      } = store.getState().system;
      store.dispatch({
        type: 'system/startupSucceeded',
        payload: { ...rest, customerService: [] },
      });
    });
    await userEvent.click(within(widget()).getByRole('button', { name: 'Service menu' }));
    expect(within(widget()).queryByRole('link', { name: 'Telegram' })).toBeNull();
    expect(within(widget()).queryByRole('button', { name: 'Customer service' })).toBeNull();
    expect(within(widget()).getByRole('link', { name: 'App download' })).toBeInTheDocument();
  });
});
