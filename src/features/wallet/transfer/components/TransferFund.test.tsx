import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { MerchantWallet } from '@/api/contract/wallet';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { initialPreferencesState } from '@/core/preferences/slice';
import { createTestStore } from '@/testing/harness';
import { initialWalletState } from '../../slice';
import { transferFeature } from '../feature';
import { transferActions } from '../slice';
import { TransferFund } from './TransferFund';

const wallet = (accountTypeId: number, displayName: string, transferable: boolean) =>
  ({
    accountTypeId,
    accountTypeName: displayName,
    displayName,
    balance: transferable ? 5 : 0,
    transferable,
  }) satisfies MerchantWallet;

/** My wallet as loaded with `wallets`, in EN. */
async function renderLoaded(wallets: MerchantWallet[]) {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['transfer']);
  const { store } = createTestStore({
    preferences: { ...initialPreferencesState, language: 'EN' },
    wallet: { ...initialWalletState, currencySymbol: '₱' },
  });
  store.injectFeature(transferFeature);
  store.dispatch(
    transferActions.loaded({ singleWallet: false, main: 100, wallets, consolidated: null }),
  );
  render(
    <Provider store={store}>
      <TransferFund />
    </Provider>,
  );
}

describe('my wallet', () => {
  it('lists seamless wallets without a balance and offers only the others for transfers', async () => {
    await renderLoaded([wallet(201, 'Evolution', true), wallet(207, 'PG Soft', false)]);
    const seamless = screen.getByRole('row', { name: /^PG Soft/ });
    expect(seamless).toHaveTextContent('PG Soft — Plays from the main wallet: no transfers');
    expect(within(seamless).getByRole('cell')).toHaveTextContent('');
    const choices = within(screen.getByRole('combobox', { name: 'Wallet' })).getAllByRole('option');
    expect(choices.map((o) => o.textContent)).toEqual(['Evolution']);
  });

  it('has no transfer controls when every game wallet is seamless', async () => {
    await renderLoaded([wallet(207, 'PG Soft', false), wallet(208, 'JILI Games', false)]);
    expect(
      screen.getByText(
        'Every game wallet plays from the main wallet, so there is nothing to transfer.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
