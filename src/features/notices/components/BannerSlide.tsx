import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '@/api/contract/notices';
import { useAppDispatch } from '@/core/hooks';
import { bannerAction, imageUrl } from '../banners';
import { noticesActions } from '../slice';

interface Props {
  banner: Banner;
  /** Position in its group (1-based), for a banner without a title. */
  position: number;
  cdn: string | null;
  /** Not the first slide: its image may wait until it is near. */
  lazy?: boolean;
  /** False: no picture fetched yet (a slide nothing can show yet; the carousel says when). */
  pictureWanted?: boolean;
}

/** One banner: its image, wrapped in what its linkage does (spec 1 §2.3). */
export function BannerSlide({ banner, position, cdn, lazy = false, pictureWanted = true }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const title = banner.title?.trim() || t('notices.banner.fallbackTitle', { n: position });
  const image = (
    <img
      className="banner-image"
      src={pictureWanted ? imageUrl(banner.url, cdn) : undefined}
      alt={title}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      draggable={false}
    />
  );
  const action = bannerAction(banner);
  if (action === null) return <div className="banner-link">{image}</div>;
  if (action.kind === 'url') {
    return (
      <a className="banner-link" href={action.href} target="_blank" rel="noopener noreferrer">
        {image} <span className="visually-hidden">{t('notices.banner.newTab')}</span>
      </a>
    );
  }
  if (action.kind === 'promotion') {
    return (
      <Link className="banner-link" to={action.to}>
        {image}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="banner-link banner-button"
      onClick={() => dispatch(noticesActions.bannerGameRequested({ nodeId: action.nodeId }))}
    >
      {image}
    </button>
  );
}
