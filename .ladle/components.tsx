import '@/styles.css';
import { use, useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ArgTypes, GlobalProvider } from '@ladle/react';
import { initI18n, setI18nLanguage } from '@/i18n';
import { startWorker } from '../mocks/browser';
import { ChallengeMount } from '@/features/auth/components/ChallengeMount';
import { STORY_LANGUAGES, StoryStore, storyLanguage } from './story-store';

const i18nReady = initI18n('EN');

declare global {
  interface Window {
    /** The MSW worker's start, once per page (survives HMR of this module). */
    __portalStoryMocks?: Promise<void>;
  }
}

/** Starts the mock backend (the same handlers as the app and the tests) once. */
function mocksReady(): Promise<void> {
  window.__portalStoryMocks ??= Promise.all([startWorker(), i18nReady]).then(
    () => undefined,
    (error: unknown) => console.error('[ladle] the mock service worker did not start', error),
  );
  return window.__portalStoryMocks;
}

/** Global controls (every story gets them as args too). */
export const argTypes: ArgTypes = {
  language: {
    name: 'Language',
    description: 'Texts of every story (EN or TY catalogue)',
    control: { type: 'inline-radio' },
    options: [...STORY_LANGUAGES],
    defaultValue: 'EN',
  },
};

/**
 * Every story: after the MSW worker started, with i18n in the chosen language, a fresh store
 * (real reducers and sagas, harmless services), a memory router at `meta.route` (default /) and
 * the anti-bot challenge's mount.
 */
export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
  use(mocksReady());
  const language = storyLanguage(globalState);
  useEffect(() => {
    void setI18nLanguage(language);
  }, [language]);
  const route = typeof storyMeta?.route === 'string' ? storyMeta.route : '/';
  return (
    <StoryStore key={globalState.story}>
      <MemoryRouter key={`${globalState.story} ${route}`} initialEntries={[route]}>
        {children}
        {/* The anti-bot challenge of any story's flow (login, registration, recovery). */}
        <ChallengeMount />
      </MemoryRouter>
    </StoryStore>
  );
};
