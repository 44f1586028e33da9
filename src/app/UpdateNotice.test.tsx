import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, i18next, setI18nLanguage } from '@/i18n';
import { showUpdateNotice } from './UpdateNotice';

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
});

describe('the new version notice', () => {
  it('tells the player politely and reloads into the new version when asked', async () => {
    const reload = vi.fn();
    showUpdateNotice(document, reload);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('A new version is ready.');
    // Shown once, however often the worker says so.
    showUpdateNotice(document, reload);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes away until the next visit with Later', async () => {
    document.getElementById('update-notice')?.remove();
    const reload = vi.fn();
    showUpdateNotice(document, reload);
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(reload).not.toHaveBeenCalled();
  });

  it('speaks Tagalog to a TY player', async () => {
    document.getElementById('update-notice')?.remove();
    await setI18nLanguage('TY');
    try {
      showUpdateNotice(document, vi.fn());
      expect(await screen.findByRole('status')).toHaveTextContent('May bagong bersyon na.');
      expect(screen.getByRole('button', { name: 'I-reload' })).toBeInTheDocument();
    } finally {
      await setI18nLanguage('EN');
    }
  });
});
