import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/core/hooks';
import AppQrCodes from '@/features/shell/components/AppQrCodes';
import { appDownloads } from '@/features/shell/resources';
import '@/features/shell/shell.css';
import { selectResources } from '@/core/system/selectors';
import { installPrompt } from '../install-prompt';
import type { LazyFeature } from '@/core/lazy-feature';

/** The download page's texts are a deferred catalogue file: they load with this section. */
export const feature: LazyFeature = { name: 'download', texts: ['download'] };

const GUIDES = [
  {
    id: 'android',
    title: 'download.android',
    steps: [
      'download.androidSteps.menu',
      'download.androidSteps.add',
      'download.androidSteps.confirm',
    ],
  },
  {
    id: 'ios',
    title: 'download.ios',
    steps: ['download.iosSteps.share', 'download.iosSteps.add', 'download.iosSteps.confirm'],
  },
  {
    id: 'lite',
    title: 'download.lite',
    steps: ['download.liteSteps.open', 'download.liteSteps.play', 'download.liteSteps.keep'],
  },
] as const;

/**
 * The installed web app (issue 25): the browser's own install dialog behind a button where it
 * offers one, Safari's Share, Add to Home Screen on iPhone and iPad, or the guides below.
 */
function InstallApp() {
  const { t } = useTranslation();
  const offer = installPrompt();
  const state = useSyncExternalStore(offer.subscribe, offer.state);
  const [dismissed, setDismissed] = useState(false);
  const install = () =>
    void offer.prompt().then((outcome) => setDismissed(outcome === 'dismissed'));
  return (
    <section className="app-download__install" aria-labelledby="app-install-title">
      <h2 id="app-install-title">{t('download.install.title')}</h2>
      {state === 'offered' ? (
        <>
          <p>{t('download.install.offered')}</p>
          <button type="button" className="primary" onClick={install}>
            {t('download.install.button')}
          </button>
        </>
      ) : (
        <p>
          {dismissed && state !== 'installed'
            ? t('download.install.dismissed')
            : t(`download.install.${state}`)}
        </p>
      )}
    </section>
  );
}

/** /down: app download QR codes for Android and iOS and the install guides (spec 2 §2). */
export default function Section() {
  const { t } = useTranslation();
  const resources = useAppSelector(selectResources);
  const downloads = appDownloads(resources);
  return (
    <section className="app-download" aria-labelledby="app-download-title">
      <h1 id="app-download-title">{t('sections.download')}</h1>
      <p>{t('download.intro')}</p>
      {downloads.android || downloads.ios ? (
        <AppQrCodes downloads={downloads} />
      ) : (
        <p>{t('shell.sideMenu.noApp')}</p>
      )}
      <InstallApp />
      <h2>{t('download.guides')}</h2>
      <div className="app-download__guides">
        {GUIDES.map((guide) => (
          <section key={guide.id} aria-labelledby={`guide-${guide.id}`}>
            <h3 id={`guide-${guide.id}`}>{t(guide.title)}</h3>
            <ol>
              {guide.steps.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}
