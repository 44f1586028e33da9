import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { createTestStore } from '@/testing/harness';
import { initialWalletState } from '@/features/wallet/slice';
import { referralFeature } from './feature';
import { ReferralView } from './ReferralPage';
import { referralActions } from './slice';

const INFO = {
  inviteCode: 'AG1001',
  inviteUrl: '/register?referralCode=AG1001',
  rewardPerFriend: 88,
  invitedCount: 2,
  qualifiedCount: 1,
};

async function renderPage(friends = 2) {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['referral']);
  const { store } = createTestStore({ wallet: { ...initialWalletState, currencySymbol: '₱' } });
  store.injectFeature(referralFeature);
  store.dispatch(referralActions.infoLoaded(INFO));
  const list = [
    {
      account: 'ma***1',
      registeredAt: Date.UTC(2026, 9, 1),
      state: 'REWARDED' as const,
      reward: 1234.5,
    },
    {
      account: 'jo***2',
      registeredAt: Date.UTC(2026, 9, 2),
      state: 'REGISTERED' as const,
      reward: null,
    },
  ].slice(0, friends);
  store.dispatch(
    referralActions.friendsLoaded({
      list,
      totalCount: list.length,
      totalPages: 1,
      pageNo: 1,
      pageSize: 10,
    }),
  );
  render(
    <Provider store={store}>
      <ReferralView />
    </Provider>,
  );
  return userEvent.setup();
}

const clipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('invite friends', () => {
  it('shows the link on this site, the code, the QR code of the link and the friends with their rewards', async () => {
    await renderPage();
    const link = `${window.location.origin}/register?referralCode=AG1001`;
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(link);
    expect(screen.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('AG1001');
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
    expect(screen.getByText('Reward per qualified friend').nextSibling).toHaveTextContent('₱88.00');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/ma\*\*\*1.*Rewarded.*₱1,234\.50/);
    expect(rows[2]).toHaveTextContent(/jo\*\*\*2.*Registered.*—/);
  });

  it('copies the link and the code and says so politely; a refused clipboard says what to do', async () => {
    const user = await renderPage();
    // After user-event's setup, which puts a clipboard of its own in place.
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    const status = document.querySelector('[aria-live="polite"]')!;
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `${window.location.origin}/register?referralCode=AG1001`,
    );
    expect(status).toHaveTextContent('Link copied');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('AG1001');
    expect(status).toHaveTextContent('Code copied');
    clipboard(() => Promise.reject(new Error('NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(status).toHaveTextContent(
      'The browser did not allow copying. Select the text and copy it yourself.',
    );
  });

  it('says how to start when nobody was invited yet', async () => {
    await renderPage(0);
    expect(
      screen.getByText(
        'You have not invited anyone yet. Share your link or code to invite friends.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
