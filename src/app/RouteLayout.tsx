import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import type { LayoutParts, SectionName } from '../core/routes';
import { guardRedirects } from '../core/routes';
import { SectionBoundary } from '@/core/lazy-feature';
import { navigationActions } from '@/core/navigation/slice';
import { SiteHeader } from './SiteHeader';
import { ChatHeaderLauncher } from '@/features/chat/components/ChatDock';
import { SideMenu } from '@/features/shell/components/SideMenu';
import { Footer } from '@/features/shell/components/Footer';
import { BottomBar } from '@/features/shell/components/BottomBar';
import { FloatingWidget } from '@/features/shell/components/FloatingWidget';
import { BannerStrip } from '@/features/notices/components/BannerStrip';
import { NoticeMarquee } from '@/features/notices/components/NoticeMarquee';
import { Loading } from '@/components/Loading';
import { selectLoginedToHomePage } from '@/core/system/selectors';
import { selectIsLoggedIn } from '@/core/session/selectors';

interface Props {
  section: SectionName;
  parts: LayoutParts;
  Section: ComponentType;
}

/** One route: the guard, the route's layout parts and its (lazy) section. */
export function RouteLayout({ section, parts, Section }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const guardOn = useAppSelector(selectLoginedToHomePage);
  const hasToken = useAppSelector(selectIsLoggedIn);

  if (guardRedirects(pathname, guardOn, hasToken)) return <Navigate to="/login" replace />;

  return (
    <div className="layout" data-section={section}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {parts.header && <SiteHeader drawer={parts.sideMenu} />}
      <div className="layout-body">
        {parts.sideMenu && <SideMenu extras={<ChatHeaderLauncher />} />}
        <main id="main" tabIndex={-1} aria-label={t('layout.main')}>
          {parts.banner && <BannerStrip />}
          {parts.header && <NoticeMarquee />}
          <SectionBoundary
            key={pathname}
            section={section}
            onFailure={(failure) => dispatch(navigationActions.sectionLoadFailed(failure))}
            fallback={(reason) => (
              <div role="alert" className="section-error">
                <p>
                  {reason === 'timeout' ? t('errors.pageLoadTimeout') : t('errors.sectionFailed')}
                </p>
                <button type="button" onClick={() => window.location.reload()}>
                  {t('app.retry')}
                </button>
              </div>
            )}
          >
            <Suspense fallback={<Loading />}>
              <Section />
            </Suspense>
          </SectionBoundary>
        </main>
      </div>
      {parts.footer && <Footer />}
      {/* The phone's bottom bar, on the pages a player browses (not a game's or a form's). */}
      {parts.header && parts.footer && <BottomBar />}
      {parts.widget && <FloatingWidget />}
    </div>
  );
}
