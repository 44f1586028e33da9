import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, i18next } from '@/i18n';
import { createTestStore } from '@/testing/harness';
import { systemActions } from '@/core/system/slice';
import { App } from './App';
import { createNavigatorRef } from './router';
import { takeTokenFromUrl } from './boot';
import { SectionBoundary, withTimeout, SectionLoadTimeout } from '@/core/lazy-feature';
import { mockScenario } from '@/testing/mock-backend';
import { endCarouselApis, stubCarouselApis } from '@/testing/carousel-apis';

async function renderApp(path = '/') {
  localStorage.setItem('hisLang', 'EN');
  await initI18n('EN');
  await i18next.changeLanguage('en');
  window.history.replaceState(null, '', path);
  const harness = createTestStore();
  render(
    <Provider store={harness.store}>
      <App navigator={{ current: createNavigatorRef() }} />
    </Provider>,
  );
  act(() => {
    harness.store.dispatch(systemActions.startupRequested());
  });
  return harness;
}

describe('App root views', () => {
  // The banners' carousel engine loads when their first slide change is due, which a loaded
  // machine reaches before the home section has come: it needs what jsdom lacks of the browser.
  beforeEach(() => stubCarouselApis());
  afterEach(endCarouselApis);

  it('shows a busy loading status, then the application', async () => {
    await renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    // The file's first render of the whole portal: its modules and its first lazy chunk (the
    // section) are transformed on demand (CI once took over 3 s for the header alone).
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    // The start's announcement popup may open over the page before its section has come (a
    // loaded machine): the page is then behind the dialog (out of the accessibility tree), shown.
    const home = await screen.findByRole('heading', { level: 1, name: 'Home', hidden: true });
    expect(home).toBeVisible();
  });

  it('shows System Maintenance for status 1, with Contact Us opening customer service', async () => {
    mockScenario({ maintenance: true });
    const { services } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('RESTRICTION OF VISIT')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    // The window opens once the customer-service link call has answered (spec 1 §7).
    await vi.waitFor(() =>
      expect(services.openWindow).toHaveBeenCalledWith(
        expect.stringContaining('service=live'),
        'customer-service',
        'width=440,height=750',
      ),
    );
  });

  it('shows IP Restriction with the visitor IP and country for status 2', async () => {
    mockScenario({
      regionRestriction: true,
      location: { ip: '10.9.8.7', country: 'Atlantis' },
    });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'IP Restriction' })).toBeInTheDocument();
    expect(screen.getByText('10.9.8.7')).toBeInTheDocument();
    expect(screen.getByText('Atlantis')).toBeInTheDocument();
  });

  it('redirects a visitor to /login when the guard is on', async () => {
    mockScenario({ brand: { loginedToHomePage: true } });
    await renderApp('/rng');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not logged in, please login',
    );
    expect(window.location.pathname).toBe('/login');
  });
});

describe('token on the URL', () => {
  it('is taken off the address bar, keeping the rest of it', () => {
    window.history.replaceState(null, '', '/rng?page=2&token=tk_abc#top');
    expect(takeTokenFromUrl()).toBe('tk_abc');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/rng?page=2#top',
    );
  });

  it('is null without one, and the address is left alone', () => {
    window.history.replaceState(null, '', '/?page=1');
    expect(takeTokenFromUrl()).toBeNull();
    expect(window.location.search).toBe('?page=1');
  });
});

describe('lazy sections', () => {
  it('time out after the given delay', async () => {
    vi.useFakeTimers();
    const late = withTimeout(new Promise(() => undefined), 120_000);
    vi.advanceTimersByTime(119_999);
    const settled = vi.fn();
    late.catch(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(late).rejects.toBeInstanceOf(SectionLoadTimeout);
    vi.useRealTimers();
  });

  it('report a failure and show the fallback', () => {
    const onFailure = vi.fn();
    const Broken = () => {
      throw new SectionLoadTimeout('late');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <SectionBoundary
        section="egame"
        onFailure={onFailure}
        fallback={(reason) => <p role="alert">{reason}</p>}
      >
        <Broken />
      </SectionBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('timeout');
    expect(onFailure).toHaveBeenCalledWith({
      section: 'egame',
      reason: 'timeout',
      message: 'late',
    });
  });
});
