import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { RootState } from '@/app/store';
import { initI18n, i18next } from '@/i18n';
import { loadFeatureTexts } from '@/i18n/feature-texts';
import { initialPreferencesState } from '@/core/preferences/slice';
import { createTestStore } from '@/testing/harness';
import { lotteryFeature } from '../features/lottery/feature';

/** Renders lottery parts in EN with the real store (lottery feature injected) against the mock. */
export async function renderLottery(
  ui: ReactNode,
  { route = '/', preloaded }: { route?: string; preloaded?: Partial<RootState> } = {},
) {
  await initI18n('EN');
  await i18next.changeLanguage('en');
  await loadFeatureTexts(['lottery']);
  const harness = createTestStore({
    preferences: { ...initialPreferencesState, language: 'EN' },
    ...preloaded,
  });
  harness.store.injectFeature(lotteryFeature);
  const view = render(
    <Provider store={harness.store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...harness, view };
}
