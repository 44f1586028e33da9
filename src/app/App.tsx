import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { AppRoutes, type NavigatorRef } from './router';
import { systemActions } from '@/core/system/slice';
import { StatusPage } from '@/core/system/pages/StatusPage';
import { Loading } from '@/components/Loading';
import { ModalHost } from '@/core/modals/components/ModalHost';
import { DialogHost } from '@/core/dialogs/components/DialogHost';
import { ChallengeMount } from '@/features/auth/components/ChallengeMount';
import { MemberCentreHost } from './MemberCentreHost';
import { AgentCentreHost } from './AgentCentreHost';
import { removeBootShell } from './early-start';
import { htmlLang } from '@/i18n';
import { selectStartState, selectSystemNotice } from '@/core/system/selectors';
import { selectLanguage, selectTheme } from '@/core/preferences/selectors';

/** Shown only on a host the platform does not serve: its own chunk. */
const DomainRefusedPage = lazy(() => import('@/core/system/pages/DomainRefusedPage'));

function useNoticeText() {
  const { t } = useTranslation();
  const notice = useAppSelector(selectSystemNotice);
  if (notice === 'noCustomerService') return t('errors.noCustomerService');
  if (notice === 'popupBlocked') return t('errors.popupBlocked');
  return null;
}

/**
 * Root view by system status (spec 1 §2.1): the app, maintenance, IP restriction, or the refused
 * domain (spec 2 §8).
 */
export function App({
  navigator,
  shellBanner,
}: {
  navigator: { current: NavigatorRef };
  /** The static shell's banner (src/app/early-start.ts): the shell stays until it has painted. */
  shellBanner?: Promise<void>;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The portal mounts in a deferred render once start-up ends: React renders it in slices between
  // which the page stays responsive, instead of one long task.
  const system = useDeferredValue(useAppSelector(selectStartState));
  const theme = useAppSelector(selectTheme);
  const language = useAppSelector(selectLanguage);
  const notice = useNoticeText();
  const contact = () => dispatch(systemActions.customerServiceRequested());

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    document.documentElement.lang = htmlLang(language);
  }, [language]);

  useEffect(() => {
    if (system.phase === 'ready') performance.mark('app-ready');
  }, [system.phase]);

  // index.html's static shell covers the start-up state; it goes in the frame that paints what
  // start-up ended with (the app, a status page or the failure), or once its banner has painted.
  const started = system.phase !== 'booting';
  useLayoutEffect(() => {
    if (started) removeBootShell(document, shellBanner);
    // The banner is the page's, given once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started]);

  if (system.phase === 'booting') return <Loading />;
  if (system.phase === 'failed') {
    return (
      <main className="status-page" aria-labelledby="start-failed">
        <h1 id="start-failed">{t('status.startFailed')}</h1>
        <p role="alert">{t('errors.network')}</p>
        <button
          type="button"
          className="primary"
          onClick={() => dispatch(systemActions.startupRequested())}
        >
          {t('app.retry')}
        </button>
      </main>
    );
  }
  if (system.status === 1) {
    return (
      <StatusPage
        kind="maintenance"
        maintenanceEndTime={system.maintenanceEndTime}
        onContact={contact}
        notice={notice}
      />
    );
  }
  if (system.status === 2) {
    return (
      <StatusPage kind="region" location={system.location} onContact={contact} notice={notice} />
    );
  }
  if (system.status === 3) {
    return (
      <Suspense fallback={<Loading />}>
        <DomainRefusedPage onContact={contact} notice={notice} />
      </Suspense>
    );
  }
  return (
    <>
      <BrowserRouter>
        <AppRoutes navigator={navigator} />
        <MemberCentreHost />
        <AgentCentreHost />
        <ModalHost />
        <DialogHost />
        <ChallengeMount />
      </BrowserRouter>
      {notice ? (
        <div role="alert" className="toast">
          {notice}{' '}
          <button type="button" onClick={() => dispatch(systemActions.noticeShown(null))}>
            {t('app.dismiss')}
          </button>
        </div>
      ) : null}
    </>
  );
}
