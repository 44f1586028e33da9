import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { createTestStore } from '@/testing/harness';
import { initialSessionState } from '@/core/session/slice';
import { initialSystemState } from '@/core/system/slice';
import { walletActions } from '@/features/wallet/slice';
import { BottomBar } from './BottomBar';
import { loginPopupOpened } from './Header';

beforeAll(async () => {
  await initI18n('EN');
});

function renderBar(member: boolean, route = '/') {
  const harness = createTestStore({
    system: { ...initialSystemState, phase: 'ready' },
    session: member
      ? {
          token: 'tk_test',
          member: { id: 1001, account: 'player1', nickname: 'Maya', type: 0 },
          memberStatus: 'loaded',
        }
      : initialSessionState,
  });
  const dispatch = vi.spyOn(harness.store, 'dispatch');
  render(
    <Provider store={harness.store}>
      <MemoryRouter initialEntries={[route]}>
        <BottomBar />
      </MemoryRouter>
    </Provider>,
  );
  const bar = screen.getByRole('navigation', { name: 'Quick links' });
  const names = () =>
    within(bar)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/^\W+/, ''));
  return { bar, names, dispatch };
}

describe('bottom bar', () => {
  it('offers a visitor home, games, promotions and log in, which opens the login popup', async () => {
    const { names, dispatch } = renderBar(false);
    expect(names()).toEqual(['Home', 'Games', 'Promotions', 'Log in']);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(dispatch).toHaveBeenCalledWith(loginPopupOpened('login'));
  });

  it("offers a member deposit and account, which open the member centre's pages", async () => {
    const { names, dispatch } = renderBar(true);
    expect(names()).toEqual(['Home', 'Games', 'Promotions', 'Deposit', 'Account']);
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(dispatch).toHaveBeenLastCalledWith(
      walletActions.memberCentreRequested({ page: 'depositv2' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(dispatch).toHaveBeenLastCalledWith(
      walletActions.memberCentreRequested({ page: 'profile' }),
    );
  });

  it('marks the current place, by keyboard too', async () => {
    const { bar } = renderBar(false, '/rng');
    expect(within(bar).getByRole('link', { name: 'Games' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
