import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Action } from '@reduxjs/toolkit';
import type { Promotion } from '@/api/contract/notices';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { initialPreferencesState } from '@/core/preferences/slice';
import { initialSessionState } from '@/core/session/slice';
import { initialWalletState } from '@/features/wallet/slice';
import { createTestStore, recordActions } from '@/testing/harness';
import { promotionsFeature } from './feature';
import { PromotionDetailView } from './PromotionDetailPage';
import { PromotionsView } from './PromotionsPage';
import { promotionsActions, type MemberPromotionState } from './slice';

const promotion = (id: string, category: string, extra: Partial<Promotion> = {}): Promotion => ({
  id,
  title: `Promo ${id}`,
  category,
  content: `<p>About ${id}</p><script>window.promoRan = true</script>`,
  imageUrl: `/cdn-a/promotions/${id}.png`,
  startTime: Date.UTC(2026, 9, 1),
  endTime: Date.UTC(2026, 11, 31),
  ...extra,
});

const PROMOTIONS = [
  promotion('A', 'deposit'),
  promotion('B', 'vip'),
  promotion('C', 'daily', { applicationRequired: true, minimumAge: 21 }),
];
const STATES: Record<string, MemberPromotionState> = {
  A: { status: 'claim', amount: 1_234.5 },
  B: { status: 'in_process', amount: null },
  C: { status: 'join', amount: null },
};

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** A view over a store seeded through the pages' own actions (no call is made). */
async function renderAt(path: string, actions: Action[], loggedIn = true) {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['promotions']);
  const harness = createTestStore({
    preferences: { ...initialPreferencesState, language: 'EN' },
    wallet: { ...initialWalletState, currencySymbol: '₱' },
    session: { ...initialSessionState, token: loggedIn ? 'T' : null },
  });
  harness.store.injectFeature(promotionsFeature);
  actions.forEach((a) => harness.store.dispatch(a));
  const dispatched = recordActions(harness.store);
  render(
    <Provider store={harness.store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/promotions" element={<PromotionsView />} />
          <Route path="/promoDetail" element={<PromotionDetailView />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </Provider>,
  );
  return { ...harness, dispatched };
}

const loaded = (states = STATES, promotions = PROMOTIONS) =>
  promotionsActions.listLoaded({ promotions, states });

describe('promotions list view', () => {
  it('filters by the category of the address, always offering new players', async () => {
    await renderAt('/promotions?category=vip', [loaded()]);
    const filters = screen.getByRole('group', { name: 'Promotion categories' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'New players', 'Deposit', 'VIP', 'Daily']);
    expect(within(filters).getByRole('button', { name: 'VIP' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      screen.getAllByRole('listitem').map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['Promo B']);
    await userEvent.click(within(filters).getByRole('button', { name: 'New players' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/promotions?category=new_player',
    );
    expect(screen.getByText('There are no promotions in this category.')).toBeTruthy();
    await userEvent.click(within(filters).getByRole('button', { name: 'All' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/promotions');
  });

  it('shows each state with only its action; a claim is sent for the card pressed', async () => {
    const { dispatched } = await renderAt('/promotions', [loaded()]);
    const card = (name: string) => screen.getByRole('listitem', { name });
    expect(within(card('Promo A')).getByText('Claim')).toBeTruthy();
    expect(within(card('Promo B')).getByText('In process')).toBeTruthy();
    expect(within(card('Promo B')).queryByRole('button')).toBeNull();
    expect(within(card('Promo C')).getByRole('button', { name: 'Apply now' })).toBeTruthy();
    const image = card('Promo A').querySelector('img')!;
    expect([image.getAttribute('loading'), image.getAttribute('width')]).toEqual(['lazy', '320']);
    await userEvent.click(within(card('Promo A')).getByRole('button', { name: 'Claim now' }));
    expect(dispatched).toContainEqual(
      promotionsActions.actionRequested({ promotionId: 'A', action: 'claim' }),
    );
  });

  it('a visitor sees no states and is asked to log in', async () => {
    const { dispatched } = await renderAt('/promotions', [loaded({})], false);
    const card = screen.getByRole('listitem', { name: 'Promo A' });
    expect(within(card).queryByText('Claim')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Log in to take part' }));
    expect(dispatched).toContainEqual(promotionsActions.loginAsked());
  });

  it('says when there are no promotions', async () => {
    await renderAt('/promotions', [loaded({}, [])]);
    expect(screen.getByText('There are no promotions here yet.')).toBeTruthy();
  });

  it('a failure offers a retry', async () => {
    const { dispatched } = await renderAt('/promotions', [
      promotionsActions.listFailed({ kind: 'busy', code: '#727', message: 'System busy' }),
    ]);
    expect(screen.getByRole('alert').textContent).toContain('The promotions could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(dispatched).toContainEqual(promotionsActions.listRequested());
  });
});

describe('promotion detail view', () => {
  it('says an unknown id plainly, with the way back', async () => {
    await renderAt('/promoDetail?id=Z', [loaded()]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Promotion not found');
    expect(screen.getByRole('link', { name: 'Back to promotions' }).getAttribute('href')).toBe(
      '/promotions',
    );
  });

  it('shows the promotion, its rules with the configured age, and keeps a bad application', async () => {
    const { dispatched } = await renderAt('/promoDetail?id=C', [loaded()]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Promo C');
    expect(screen.getByText('Only for members aged 21 or over.')).toBeTruthy();
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(141));
    expect(screen.getByText('141 of 140 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    expect(screen.getByText('The comment can have at most 140 characters.')).toBeTruthy();
    expect(screen.getByText('Please confirm your age.')).toBeTruthy();
    expect((comment as HTMLTextAreaElement).value).toHaveLength(141);
    expect(dispatched.some((a) => a.type === promotionsActions.actionRequested.type)).toBe(false);
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Won big');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I confirm that I am 21 years old or over' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    await expect
      .poll(() => dispatched)
      .toContainEqual(
        promotionsActions.actionRequested({
          promotionId: 'C',
          action: 'apply',
          application: { comment: 'Won big', images: [] },
        }),
      );
  });

  it('renders the HTML through the sanitising policy (no script)', async () => {
    await renderAt('/promoDetail?id=A', [loaded()]);
    await expect.poll(() => screen.queryByText('About A')).toBeTruthy();
    expect(document.querySelector('.promotion-detail__content script')).toBeNull();
  });
});
