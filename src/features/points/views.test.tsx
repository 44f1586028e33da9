import type { Action } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PointsErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import type { PointConfigValue, PointReward } from '@/api/contract/points';
import { initialSessionState } from '@/core/session/slice';
import { initialWalletState } from '@/features/wallet/slice';
import { renderFeatureView } from '@/testing/render-view';
import { ConvertForm } from './components/ConvertForm';
import { RedeemModal } from './components/RedeemModal';
import { pointsFeature } from './feature';
import { PointMallView } from './PointMallPage';
import { pointsActions } from './slice';

const MUG: PointReward = {
  rewardId: 'PR-08',
  name: 'Coffee Mug',
  category: 'PHYSICAL',
  pointsRequired: 800,
  amountRequired: 0,
  quantity: 400,
  availableQuantity: 2,
  needAddress: true,
};
const CONFIG: PointConfigValue = {
  enabled: true,
  exchangeRate: 10,
  minConvertPoints: 100,
  maxConvertPoints: 100_000,
  pointsExpire: false,
  earnRates: [],
  rules: '',
};
const memberState = {
  session: { ...initialSessionState, token: 'tk' },
  wallet: { ...initialWalletState, currencySymbol: '₱' },
};
const seeded: Action[] = [
  pointsActions.balanceLoaded({ balance: 1_234, earned: 2_000, spent: 766 }),
  pointsActions.paymentPasswordKnown(true),
];
const show = (view: React.ReactNode, actions: Action[] = seeded) =>
  renderFeatureView(view, {
    features: [pointsFeature],
    texts: ['points'],
    state: memberState,
    actions,
  });

describe('point mall views', () => {
  it('refuses a redeem form with what is wrong, sending nothing, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { dispatched } = await show(<RedeemModal reward={MUG} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Redeem Coffee Mug' });
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '3');
    await user.type(within(dialog).getByLabelText('Receiving address'), '12 Rizal Ave');
    await user.click(within(dialog).getByLabelText('Remarks'));
    await user.paste('x'.repeat(141));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(within(dialog).getByText('Only 2 left.')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    expect(within(dialog).getByText('At most 140 characters.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Receiving address')).toHaveProperty(
      'value',
      '12 Rizal Ave',
    );
    expect(dispatched.map((a) => a.type)).not.toContain(pointsActions.redeemSubmitted.type);
  });

  it('tells the refusals in the member words: at the password field or under the form', async () => {
    const failed = (code: string) =>
      pointsActions.redeemFailed({ kind: 'server', code, message: 'raw server text' });
    await show(<RedeemModal reward={MUG} onClose={() => {}} />, [
      ...seeded,
      pointsActions.redeemSubmitted({
        reward: MUG,
        quantity: 1,
        address: 'a',
        phone: '0917',
        remarks: '',
        password: 'x',
      }),
      failed(WalletErrorCodes.wrongPassword),
    ]);
    const password = screen.getByLabelText('Payment password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The payment password is incorrect.')).toBeTruthy();
  });

  it('tells not enough points and a deposit requirement under the form', async () => {
    await show(<RedeemModal reward={MUG} onClose={() => {}} />, [
      ...seeded,
      pointsActions.redeemFailed({
        kind: 'server',
        code: PointsErrorCodes.requirementNotMet,
        message: 'raw',
      }),
    ]);
    expect(screen.getByRole('alert').textContent).toContain(
      'Your total deposit has not reached the amount this good requires.',
    );
  });

  it('sends a member without a payment password to the security centre', async () => {
    await show(<RedeemModal reward={MUG} onClose={() => {}} />, [
      pointsActions.paymentPasswordKnown(false),
    ]);
    expect(screen.getByRole('link', { name: 'Go to the security centre' })).toBeTruthy();
    expect(screen.queryByLabelText('Payment password')).toBeNull();
  });

  it('shows the exact cash before the conversion is confirmed', async () => {
    const user = userEvent.setup();
    const { dispatched } = await show(<ConvertForm config={CONFIG} />);
    await user.type(screen.getByLabelText('Points to convert'), '1005');
    expect(screen.getByText('You get ₱100.50 in your main wallet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Points to convert'), '0');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(screen.getByText('You have only 1,234 points.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Points to convert'));
    await user.type(screen.getByLabelText('Points to convert'), '1000');
    await user.type(screen.getByLabelText('Payment password'), 'pay1234');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(dispatched).toContainEqual(
      pointsActions.convertSubmitted({ points: 1000, password: 'pay1234' }),
    );
  });

  it('says the mall is not available when it is switched off', async () => {
    await show(<PointMallView tab="goods" onTab={() => {}} />, [
      pointsActions.configLoaded({ ...CONFIG, enabled: false }),
    ]);
    expect(screen.getByText('The point mall is not available at the moment.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
