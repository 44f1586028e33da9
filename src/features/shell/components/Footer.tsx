import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useDeferredAppSelector } from '@/core/hooks';
import { systemActions } from '@/core/system/slice';
import { imageUrl, providersOf } from '@/core/game-categories';
import { shellActions } from '../slice';
import '../shell.css';
import { selectSideCategories, selectVendorsStatus } from '../selectors';
import { selectFlags, selectImageCdn, selectResources } from '@/core/system/selectors';
import { resourceUrl } from '../resources';
import { LazyImage } from '@/components/LazyImage';

const PAYMENT_METHODS = ['gcash', 'maya', 'bank', 'usdt'] as const;

/**
 * Site footer (spec 1 §2.6, spec 2 §2): about, affiliates (its start button opens customer
 * service), payment methods and responsibility; the game providers strip; site links; copyright.
 */
export function Footer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The vendors' answer fills the providers strip in the background (useDeferredAppSelector).
  const vendorsStatus = useDeferredAppSelector(selectVendorsStatus);
  const categories = useDeferredAppSelector(selectSideCategories);
  const imageCdn = useAppSelector(selectImageCdn);
  const providers = providersOf(categories);
  const flags = useAppSelector(selectFlags);
  const resources = useAppSelector(selectResources);
  const helpUrl = resourceUrl(resources, 'RESPONSIBLEGAMING');
  const help = helpUrl
    ? {
        url: helpUrl,
        label:
          resources.find((r) => r.resourceType === 'RESPONSIBLEGAMING')?.labelNameEn ??
          t('shell.footer.helpOrg'),
      }
    : null;
  const name = t('app.name');

  useEffect(() => {
    if (vendorsStatus === 'idle') dispatch(shellActions.vendorsRequested());
  }, [dispatch, vendorsStatus]);

  return (
    <footer className="site-footer" aria-label={t('layout.footer')}>
      <div className="site-footer__blocks">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('shell.footer.about')}</h2>
          <p>{t('shell.footer.aboutText', { name })}</p>
        </section>
        <section aria-labelledby="footer-affiliates">
          <h2 id="footer-affiliates">{t('shell.footer.affiliates')}</h2>
          <p>{t('shell.footer.affiliatesText')}</p>
          <button
            type="button"
            className="primary"
            onClick={() => dispatch(systemActions.customerServiceRequested())}
          >
            {t('shell.footer.affiliatesStart')}
          </button>
        </section>
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments">{t('shell.footer.payments')}</h2>
          <ul aria-labelledby="footer-payments">
            {PAYMENT_METHODS.map((method) => (
              <li key={method}>{t(`shell.footer.paymentList.${method}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-responsibility">
          <h2 id="footer-responsibility">{t('shell.footer.responsibility')}</h2>
          <p>
            <span className="site-footer__adults" role="img" aria-label={t('shell.footer.adults')}>
              18+
            </span>{' '}
            {t('layout.responsibility')}
          </p>
          <p>{t('shell.footer.licence')}</p>
          {flags.RESPGAME3 ? (
            <button
              type="button"
              onClick={() => dispatch(shellActions.responsibleGamingRequested())}
            >
              {t('shell.footer.tools')}
            </button>
          ) : null}
          {help ? (
            <p>
              <a href={help.url} target="_blank" rel="noopener noreferrer">
                {help.label}
              </a>
            </p>
          ) : null}
        </section>
      </div>
      {providers.length > 0 && (
        <section className="site-footer__providers" aria-labelledby="footer-providers">
          <h2 id="footer-providers">{t('shell.footer.providers')}</h2>
          <ul aria-labelledby="footer-providers">
            {providers.map((vendor) => {
              const logo = imageUrl(vendor.lagerIcon, imageCdn);
              return (
                <li key={vendor.vassalage}>
                  {logo ? <LazyImage src={logo} alt="" className="site-footer__logo" /> : null}
                  <span>{vendor.displayName}</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <nav aria-label={t('shell.footer.links')}>
        <Link to="/help">{t('layout.userProtocol')}</Link> ·{' '}
        <Link to="/helpmc">{t('layout.helpCentre')}</Link>
      </nav>
      <p className="site-footer__copyright">
        {t('layout.copyright', { year: new Date().getFullYear(), name })}
      </p>
    </footer>
  );
}
