import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Action } from '@reduxjs/toolkit';
import type { SecurityCenterValue } from '@/api/contract/account';
import { ErrorCodes } from '@/api/contract/constants';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { initialPreferencesState } from '@/core/preferences/slice';
import { createTestStore, recordActions } from '@/testing/harness';
import { securityFeature } from './feature';
import { SecurityCenterView } from './SecurityCenterPage';
import { securityActions as a } from './slice';

const NEWBIE: SecurityCenterValue = {
  account: 'newbie1',
  mobile: '917****003',
  countryDialingCode: '63',
  mobileBound: true,
  email: null,
  emailBound: false,
  paymentPasswordSet: false,
  socialAccounts: [
    { provider: 'GOOGLE', linked: false, displayName: null, linkedAt: null },
    { provider: 'FACEBOOK', linked: true, displayName: 'Newbie', linkedAt: 1 },
  ],
};

/** The view over a store seeded through the page's own actions (the saga is not started). */
async function renderView(actions: Action[], language: 'EN' | 'TY' = 'EN') {
  await initI18n(language);
  await i18next.changeLanguage(language.toLowerCase());
  await loadFeatureTexts(['security']);
  const harness = createTestStore({ preferences: { ...initialPreferencesState, language } });
  harness.store.injectFeature({ ...securityFeature, saga: undefined });
  actions.forEach((action) => harness.store.dispatch(action));
  const dispatched = recordActions(harness.store);
  render(
    <Provider store={harness.store}>
      <SecurityCenterView />
    </Provider>,
  );
  return { ...harness, dispatched, user: userEvent.setup({ delay: null }) };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('security centre view', () => {
  it('shows the level and each part; linked accounts have no control, others a link button', async () => {
    const { user, dispatched } = await renderView([a.infoLoaded(NEWBIE)]);
    expect(screen.getByText('Low')).toBeVisible();
    expect(screen.getByText(/To raise it: bind an e-mail, set a payment password\./)).toBeVisible();
    expect(within(region('E-mail')).getByText('Not bound')).toBeVisible();
    const social = region('Linked accounts');
    expect(
      within(social)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Link Google']);
    await user.click(within(social).getByRole('button', { name: 'Link Google' }));
    expect(dispatched).toContainEqual(a.socialLinkRequested('GOOGLE'));
  });

  it('asks for the e-mail before sending a code, then sends it for what was typed', async () => {
    const { user, dispatched } = await renderView([a.infoLoaded(NEWBIE)]);
    await user.click(screen.getByRole('button', { name: 'Bind e-mail' }));
    const email = screen.getByLabelText('New e-mail');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Input cannot be empty');
    expect(dispatched.filter((d) => d.type === a.codeRequested.type)).toEqual([]);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(dispatched).toContainEqual(a.codeRequested({ kind: 'email', value: 'new@example.com' }));
  });

  it('keeps what was typed and says the code is wrong at the code field', async () => {
    const { user, store } = await renderView([a.infoLoaded(NEWBIE)]);
    await user.click(screen.getByRole('button', { name: 'Bind e-mail' }));
    await user.type(screen.getByLabelText('New e-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    store.dispatch(
      a.formFailed({
        form: 'email',
        failure: { kind: 'code', code: ErrorCodes.invalidVerificationCode, message: 'x' },
      }),
    );
    const code = await screen.findByRole('textbox', {
      name: 'Verification code',
      description: 'The verification code is not correct. Check it and try again.',
    });
    expect(code).toHaveValue('000000');
    expect(screen.getByLabelText('New e-mail')).toHaveValue('new@example.com');
  });

  it('counts down on the code button, disabled, in Filipino too', async () => {
    const { user } = await renderView(
      [a.infoLoaded(NEWBIE), a.countdownTicked({ kind: 'mobile', left: 42 })],
      'TY',
    );
    await user.click(screen.getByRole('button', { name: 'Palitan ang mobile number' }));
    expect(screen.getByRole('button', { name: 'Ipadala muli sa loob ng 42 s' })).toBeDisabled();
  });
});
