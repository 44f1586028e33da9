import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initI18n, i18next } from '@/i18n';
import type { RootState } from '@/app/store';
import { createTestStore } from '@/testing/harness';
import { seededNotices } from './notices-seed';

export async function englishTexts() {
  await initI18n('EN');
  await i18next.changeLanguage('en');
}

/** Shows where the router went (for links). */
function WhereAmI() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` with the real store (notices preloaded) inside a router at `path`. */
export function renderWithStore(
  ui: ReactElement,
  { path = '/', notices = seededNotices(), state = {} as Partial<RootState> } = {},
) {
  const harness = createTestStore({ notices, ...state });
  const view = render(
    <Provider store={harness.store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>
    </Provider>,
  );
  return { ...harness, ...view };
}

export { seededNotices };
