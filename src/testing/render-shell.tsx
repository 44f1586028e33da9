import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Resource } from '@/api/contract/system';
import type { RootState } from '@/app/store';
import { initI18n, i18next } from '@/i18n';
import { systemActions } from '@/core/system/slice';
import { createTestStore, waitForState } from '@/testing/harness';

/** Renders shell parts in EN with the real store, after the real start-up against the mock. */
export async function renderShell(
  ui: ReactNode,
  { route = '/', preloaded }: { route?: string; preloaded?: Partial<RootState> } = {},
) {
  localStorage.setItem('hisLang', 'EN');
  await initI18n('EN');
  await i18next.changeLanguage('en');
  const harness = createTestStore(preloaded);
  harness.store.dispatch(systemActions.startupRequested());
  await waitForState(harness.store, (s) => s.system.phase === 'ready');
  const view = render(
    <Provider store={harness.store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...harness, view };
}

/** Replaces the site's resources (the mock's scenario has no key for them). */
export function setResources(
  store: ReturnType<typeof createTestStore>['store'],
  resources: Resource[],
) {
  const {
    phase: _phase,
    errorMessage: _error,
    countries: _countries,
    notice: _notice,
    ...rest
  } = store.getState().system;
  store.dispatch(systemActions.startupSucceeded({ ...rest, resources }));
}
