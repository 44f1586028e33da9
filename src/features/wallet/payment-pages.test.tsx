import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Action } from '@reduxjs/toolkit';
import type { DepositChannel, WithdrawInfoValue, WithdrawalOrder } from '@/api/contract/wallet';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { initialPreferencesState } from '@/core/preferences/slice';
import { createTestStore, recordActions } from '@/testing/harness';
import { initialWalletState } from '@/features/wallet/slice';
import { DepositView } from '@/features/wallet/deposit/DepositPage';
import { depositFeature } from '@/features/wallet/deposit/feature';
import { depositActions } from '@/features/wallet/deposit/slice';
import { withdrawFeature } from '@/features/wallet/withdraw/feature';
import { withdrawActions } from '@/features/wallet/withdraw/slice';
import { WithdrawView } from '@/features/wallet/withdraw/WithdrawPage';
import { timeLeft } from '@/features/wallet/withdraw/components/Countdown';

afterEach(() => vi.useRealTimers());

/** A view over a store seeded through the pages' own actions (no call is made). */
async function renderView(view: React.ReactNode, actions: Action[]) {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['deposit', 'withdraw']);
  const harness = createTestStore({
    preferences: { ...initialPreferencesState, language: 'EN' },
    wallet: { ...initialWalletState, currencySymbol: '₱' },
  });
  harness.store.injectFeature(depositFeature);
  harness.store.injectFeature(withdrawFeature);
  actions.forEach((a) => harness.store.dispatch(a));
  const dispatched = recordActions(harness.store);
  render(
    <Provider store={harness.store}>
      <MemoryRouter>{view}</MemoryRouter>
    </Provider>,
  );
  return { ...harness, dispatched };
}

const channel: DepositChannel = {
  channelId: 'QR-01',
  name: 'Maya QR',
  type: 'QR',
  minAmount: 50,
  maxAmount: 10_000,
  presets: [50, 200],
  open: true,
};

const info: WithdrawInfoValue = {
  accounts: [
    { accountId: 'BA-1', kind: 'BANK', bankName: 'BDO', accountNo: '****1234', accountName: 'A' },
  ],
  minAmount: 100,
  maxAmount: 50_000,
  withdrawable: 300.3,
  hasPaymentPassword: true,
  confirmMinutes: 30,
};

const paid = (deadline: number): WithdrawalOrder => ({
  orderNo: 'WD-1',
  accountId: 'BA-1',
  accountLabel: 'BDO ****1234',
  amount: 2_500,
  status: 'PAID',
  createdAt: 0,
  updatedAt: 0,
  confirmDeadline: deadline,
  receivedAmount: null,
  remainingAmount: null,
  forcedReceipt: false,
  rejectReason: null,
});

const submitted = (actions: { type: string }[], type: string) =>
  actions.filter((a) => a.type === type);

describe('the deposit form', () => {
  it('keeps a wrong amount, names the limit, and sends a right one', async () => {
    const user = userEvent.setup();
    const { dispatched } = await renderView(<DepositView />, [
      depositActions.gated(null),
      depositActions.channelsLoaded([channel]),
      depositActions.ordersLoaded([]),
    ]);
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '49.99{Enter}');
    expect(amount).toHaveValue('49.99');
    expect(amount).toHaveAccessibleDescription(
      'From ₱50.00 to ₱10,000.00 The minimum for this channel is ₱50.00.',
    );
    expect(submitted(dispatched, depositActions.submitted.type)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '₱200.00' }));
    expect(amount).toHaveValue('200');
    expect(amount).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(submitted(dispatched, depositActions.submitted.type)).toEqual([
      depositActions.submitted({ channelId: 'QR-01', amount: 200 }),
    ]);
  });
});

describe('the withdrawal form', () => {
  it('checks the amount against the withdrawable amount and asks for the payment password', async () => {
    const user = userEvent.setup();
    const { dispatched } = await renderView(<WithdrawView />, [
      withdrawActions.gated(null),
      withdrawActions.infoLoaded(info),
      withdrawActions.ordersLoaded([]),
    ]);
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '300.31');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(amount).toHaveAccessibleDescription(/You can withdraw at most ₱300.30 now\.$/);
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription(
      'Please enter your payment password.',
    );
    await user.clear(amount);
    await user.type(amount, '300.30');
    await user.type(screen.getByLabelText('Payment password'), 'pay1234{Enter}');
    expect(submitted(dispatched, withdrawActions.submitted.type)).toEqual([
      withdrawActions.submitted({ accountId: 'BA-1', amount: 300.3, password: 'pay1234' }),
    ]);
  });

  it('shows how to add an account, and where to set a payment password', async () => {
    await renderView(<WithdrawView />, [
      withdrawActions.gated(null),
      withdrawActions.infoLoaded({ ...info, accounts: [] }),
    ]);
    expect(screen.getByText(/You have no bank or e-wallet account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the security centre' })).toHaveAttribute(
      'href',
      '/?member=securityCenter',
    );
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});

describe('the confirmation of a paid withdrawal', () => {
  it('counts down to the deadline, then says it counts as received and asks again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(1_000_000);
    const { dispatched } = await renderView(<WithdrawView />, [
      withdrawActions.gated(null),
      withdrawActions.infoLoaded(info),
      withdrawActions.ordersLoaded([paid(1_000_000 + 62_000)]),
    ]);
    expect(screen.getByText('Counts as received in 01:02 unless you confirm.')).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Counts as received in 00:02 unless you confirm.')).toBeVisible();
    act(() => vi.advanceTimersByTime(2_000));
    expect(
      screen.getByText('The time to confirm is over: this withdrawal counts as received.'),
    ).toBeVisible();
    expect(submitted(dispatched, withdrawActions.ordersRequested.type)).toHaveLength(1);
  });

  it('shows the remainder as the amount received is typed, and sends it', async () => {
    const user = userEvent.setup();
    const { dispatched } = await renderView(<WithdrawView />, [
      withdrawActions.gated(null),
      withdrawActions.infoLoaded(info),
      withdrawActions.ordersLoaded([paid(Date.now() + 600_000)]),
    ]);
    const open = screen.getByRole('button', { name: 'Confirm receipt of WD-1' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('group', { name: 'Did the money arrive?' }).parentElement!;
    await user.click(within(form).getByRole('radio', { name: 'Partly received' }));
    await user.type(within(form).getByLabelText('Amount received'), '999.99');
    expect(within(form).getByText('Remaining: ₱1,500.01')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Send confirmation' }));
    expect(submitted(dispatched, withdrawActions.confirmSubmitted.type)).toEqual([
      withdrawActions.confirmSubmitted({
        orderNo: 'WD-1',
        outcome: 'PARTLY_RECEIVED',
        receivedAmount: 999.99,
      }),
    ]);
  });
});

describe('timeLeft', () => {
  it('writes mm:ss, or h:mm:ss from an hour, rounded up to the second', () => {
    expect(timeLeft(61_001)).toBe('01:02');
    expect(timeLeft(3_600_000)).toBe('1:00:00');
    expect(timeLeft(-5)).toBe('00:00');
  });
});
