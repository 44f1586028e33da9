import { useState } from 'react';
import { useStore } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { renderShell } from '@/testing/render-shell';
import { launchFeature } from '../feature';
import { launchActions } from '../slice';
import { GameFramePage } from './GameFramePage';

async function renderPage(route = '/game') {
  await initI18n('EN');
  await loadFeatureTexts(['launch']);
  const harness = await renderShell(<FeatureScope />, { route });
  harness.location.current = route;
  return harness;
}

/** The page as its section renders it: the launch feature injected first. */
function FeatureScope() {
  const store = useStore() as unknown as { injectFeature: (f: typeof launchFeature) => void };
  useState(() => store.injectFeature(launchFeature));
  return <GameFramePage />;
}

describe('the /game frame page', () => {
  it('shows the launched address in a titled, sandboxed frame (no same-origin for a same-origin game)', async () => {
    sessionStorage.setItem('iframeUrl', '/launch-a/game?gameId=pg-1');
    await renderPage();
    const frame = await screen.findByTitle('Game in play');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/launch-a/game?gameId=pg-1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeInTheDocument();
  });

  it('names the frame after the launched game and follows a new launch', async () => {
    const { store } = await renderPage();
    act(() => {
      store.dispatch(
        launchActions.frameShown({ url: 'https://games.example/p?1', name: 'Lucky Koi' }),
      );
    });
    const frame = await screen.findByTitle('Game: Lucky Koi');
    expect(frame).toHaveAttribute('src', 'https://games.example/p?1');
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
  });

  it('refuses an address from its own query and shows no frame without a launch', async () => {
    await renderPage('/game?url=https://evil.example/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address cannot be opened here.',
    );
    expect(screen.queryByTitle(/Game/)).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No game is open' })).toBeInTheDocument();
  });

  it('refuses a stored address that is not http(s)', async () => {
    sessionStorage.setItem('iframeUrl', 'javascript:alert(1)');
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'No game is open' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('without a game offers the providers, which start a game', async () => {
    const { store } = await renderPage();
    const providers = await screen.findByRole('list', { name: 'Live casino providers' });
    expect(providers).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Evolution' }));
    // A visitor: the launch asks to log in first.
    await waitFor(() =>
      expect(store.getState().modals.stack.map((m) => m.name)).toContain('loginPopupModal'),
    );
  });

  it('closing the game forgets its address and goes back to the lobby', async () => {
    sessionStorage.setItem('iframeUrl', '/launch-a/game?gameId=pg-1');
    const { services } = await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Close the game' }));
    await waitFor(() => expect(sessionStorage.getItem('iframeUrl')).toBeNull());
    expect(services.navigate).toHaveBeenCalledWith('/', { replace: undefined });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
