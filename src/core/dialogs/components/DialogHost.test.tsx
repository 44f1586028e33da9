import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, i18next } from '@/i18n';
import { createTestStore } from '@/testing/harness';
import { dialogsActions, type Dialog } from '@/core/dialogs/slice';
import { DialogHost } from './DialogHost';

beforeAll(async () => {
  localStorage.setItem('hisLang', 'EN');
  await initI18n('EN');
  await i18next.changeLanguage('en');
});
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

function show(dialog: Omit<Dialog, 'id'>) {
  const { store } = createTestStore();
  render(
    <Provider store={store}>
      <DialogHost />
    </Provider>,
  );
  act(() => {
    store.dispatch(dialogsActions.shown({ id: 'd1', ...dialog }));
  });
  return store;
}

describe('DialogHost icons', () => {
  it.each([
    ['warning', 'Warning'],
    ['error', 'Error'],
    ['success', 'Success'],
    ['info', 'Notice'],
    ['confirm', 'Please confirm'],
  ] as const)(
    'a %s dialog is named by its kind and shows its own decorative icon',
    (kind, name) => {
      show({ kind, text: 'Something happened' });
      const dialog = screen.getByRole('dialog', { name });
      const icon = dialog.querySelector('svg')!;
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('data-kind', kind);
      expect(within(dialog).getByText('Something happened')).toBeInTheDocument();
    },
  );

  it('shows the warning icon for an invalid invitation code', () => {
    show({ kind: 'warning', key: 'register.invitation_code_error' });
    const dialog = screen.getByRole('dialog', { name: 'Warning' });
    expect(dialog.querySelector('svg[data-kind="warning"]')).not.toBeNull();
  });

  it('with a custom title, the message tells the kind to screen readers', () => {
    show({ kind: 'info', text: 'Later', titleKey: 'app.name' });
    const dialog = screen.getByRole('dialog', { name: i18next.t('app.name') });
    expect(within(dialog).getByText('Later').textContent).toBe('Notice: Later');
  });

  it('answering removes the dialog', async () => {
    const store = show({ kind: 'error', text: 'Nope' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(store.getState().dialogs.queue).toEqual([]);
  });
});
