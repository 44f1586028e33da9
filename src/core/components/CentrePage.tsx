import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { useAppDispatch } from '@/core/hooks';
import { SectionBoundary } from '@/core/lazy-feature';
import { navigationActions } from '@/core/navigation/slice';

/**
 * A page of the member or agent centre in the panel's content area: loading while its chunk comes
 * in, and a chunk that fails to load reported and told with a reload button.
 */
export function CentrePage({ section, page: Page }: { section: string; page: ComponentType }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <SectionBoundary
      key={section}
      section={section}
      onFailure={(failure) => dispatch(navigationActions.sectionLoadFailed(failure))}
      fallback={() => (
        <div role="alert" className="section-error">
          <p>{t('errors.sectionFailed')}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {t('app.retry')}
          </button>
        </div>
      )}
    >
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </SectionBoundary>
  );
}
