import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { RESOURCES } from '../../../fixtures/system';
import HelpmcSection from '@/app/sections/helpmc';
import HelpSection from '@/app/sections/help';
import DownloadSection from '@/app/sections/download';
import { initI18n } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { renderShell, setResources } from '@/testing/render-shell';
import HelpModal from '@/features/shell/modals/HelpModal';
import { failNext } from '@/testing/mock-backend';

// Rendering the whole shell is slow on a busy machine: the catalogue and lazy chunks loaded once up front.
vi.setConfig({ testTimeout: 15_000 });
beforeAll(async () => {
  await initI18n('EN');
  await loadFeatureTexts(['download', 'protocol']);
  await import('@/features/shell/pages/HelpArticles');
});

const HOSTILE = [
  {
    id: 9,
    title: 'Hostile article',
    content:
      '<p id="safe">Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">bad link</a><a href="https://example.com/ok">good link</a>',
    category: 'x',
  },
];

describe('/helpmc help centre', () => {
  it('lists the topics and shows the chosen article', async () => {
    await renderShell(<HelpmcSection />, { route: '/helpmc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    const topics = await screen.findByRole('navigation', { name: 'Topics' });
    expect(
      within(topics)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['How do I register?', 'How do I deposit?', 'Responsible gaming']);
    expect(
      screen.getByRole('heading', { level: 2, name: 'How do I register?' }),
    ).toBeInTheDocument();
    expect(within(topics).getByRole('button', { name: 'How do I register?' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(topics).getByRole('button', { name: 'How do I deposit?' }));
    const article = screen.getByRole('article', { name: 'How do I deposit?' });
    expect((await within(article).findByText('Deposit')).tagName).toBe('B');
  });

  it('sanitises a hostile article: no script, no handler, no javascript: link', async () => {
    server.use(
      http.get('*/wps/system/helpCenter', () =>
        HttpResponse.json({ success: true, value: HOSTILE, errorCode: null, message: 'success' }),
      ),
    );
    await renderShell(<HelpmcSection />, { route: '/helpmc' });
    const article = await screen.findByRole('article', { name: 'Hostile article' });
    expect(await within(article).findByText('Safe text')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(article).getByText('bad link')).not.toHaveAttribute('href');
    expect(within(article).getByRole('link', { name: 'good link' })).toHaveAttribute(
      'href',
      'https://example.com/ok',
    );
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('says when the help centre cannot be loaded, and retries', async () => {
    failNext('helpCenter', 'system.error', 'down');
    await renderShell(<HelpmcSection />, { route: '/helpmc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The help centre could not be loaded.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Topics' })).toBeInTheDocument();
  });

  it('says so when there are no articles', async () => {
    server.use(
      http.get('*/wps/system/helpCenter', () =>
        HttpResponse.json({ success: true, value: [], errorCode: null, message: 'success' }),
      ),
    );
    await renderShell(<HelpmcSection />, { route: '/helpmc' });
    expect(await screen.findByText('There are no help articles yet.')).toBeInTheDocument();
  });
});

describe('/help user protocol', () => {
  it('shows the protocol in sections', async () => {
    await renderShell(<HelpSection />, { route: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'User protocol' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });
});

describe('/down app download', () => {
  it('shows the Android and iOS QR codes and the three install guides', async () => {
    await renderShell(<DownloadSection />, { route: '/down' });
    expect(screen.getByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Android download QR code' })).toHaveAttribute(
      'width',
      '160',
    );
    expect(screen.getByRole('img', { name: 'iOS download QR code' })).toBeInTheDocument();
    const android = screen.getByRole('region', { name: 'Android' });
    expect(
      within(android)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "Open this site in your phone's browser and tap the browser menu.",
      'Tap Add to Home Screen.',
      'Tap Add. The icon appears on your home screen.',
    ]);
    const ios = screen.getByRole('region', { name: 'iOS' });
    expect(within(ios).getAllByRole('listitem')[0]).toHaveTextContent('Share');
    expect(within(ios).getAllByRole('listitem')[1]).toHaveTextContent('Add to Home Screen');
    expect(screen.getByRole('region', { name: 'Lite version' })).toBeInTheDocument();
  });

  it('has no QR codes without the resources, but keeps the guides', async () => {
    const { store } = await renderShell(<DownloadSection />, { route: '/down' });
    act(() =>
      setResources(
        store,
        RESOURCES.filter((r) => r.resourceType !== 'Android' && r.resourceType !== 'MOBILECONFIG'),
      ),
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('The app is not available for download yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Android' })).toBeInTheDocument();
  });
});

describe('help modal', () => {
  it('points to the help centre, the protocol and customer service', async () => {
    let closed = 0;
    const { services } = await renderShell(<HelpModal props={{}} onClose={() => (closed += 1)} />);
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/helpmc',
    );
    expect(within(dialog).getByRole('link', { name: 'User protocol' })).toHaveAttribute(
      'href',
      '/help',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Customer service' }));
    // The saga loads the customer-service flow (a dynamic import) before it opens the window.
    await waitFor(() => expect(services.openWindow).toHaveBeenCalled());
    await userEvent.click(within(dialog).getByRole('link', { name: 'User protocol' }));
    expect(closed).toBe(1);
  });
});
