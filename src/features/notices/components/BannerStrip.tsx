import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/core/hooks';
import { bannerGroupOf, bannersOfGroup } from '../banners';
import { BannerCarousel } from './BannerCarousel';
import { BannerSlide } from './BannerSlide';
import '../notices.css';
import { selectBanners } from '../selectors';
import { selectImageCdn } from '@/core/system/selectors';

/**
 * The banner strip of a route (spec 1 §2.3, spec 2 §2): the banners of the route's group only;
 * none, no strip at all. One banner is a still slide; more loop and autoplay, with pagination
 * dots on the home page.
 */
export function BannerStrip() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const all = useAppSelector(selectBanners);
  const cdn = useAppSelector(selectImageCdn);
  const group = bannerGroupOf(pathname);
  const banners = useMemo(() => bannersOfGroup(all, group), [all, group]);
  if (banners.length === 0) return null;
  return (
    <section
      className="banner-strip"
      aria-label={t('notices.banner.label')}
      aria-roledescription="carousel"
    >
      {banners.length === 1 ? (
        <div className="banner-viewport">
          <BannerSlide banner={banners[0]!} position={1} cdn={cdn} />
        </div>
      ) : (
        // A new group (another route) starts again from its first slide.
        <BannerCarousel key={group} banners={banners} cdn={cdn} dots={group === '/'} />
      )}
    </section>
  );
}
