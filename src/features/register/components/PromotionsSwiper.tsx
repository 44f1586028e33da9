import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Promotion } from '@/api/contract/notices';
import { useAutoplay, usePrefersReducedMotion } from './use-autoplay';

/**
 * The register page's swiper of new_player promotions (spec 1 §2.9): loops and autoplays every
 * 5000 ms only with more than one; pauses while hovered or focused or by its pause toggle, and
 * never moves by itself for a reduced-motion preference. Its own chunk (embla).
 */
export default function PromotionsSwiper({ promotions }: { promotions: Promotion[] }) {
  const { t } = useTranslation();
  const many = promotions.length > 1;
  const [viewport, embla] = useEmblaCarousel({ loop: many, active: many });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const next = useCallback(() => embla?.scrollNext(), [embla]);
  useAutoplay(
    next,
    many && !stopped && !hovered && !focused && !reducedMotion && Boolean(embla),
    selected,
  );

  if (promotions.length === 0) return null;
  return (
    <section
      className="register-promotions"
      aria-roledescription="carousel"
      aria-label={t('register.promotions.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="register-promotions-viewport" ref={viewport}>
        <div className="register-promotions-track">
          {promotions.map((promotion, index) => (
            <div
              key={promotion.id}
              className="register-promotions-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('register.promotions.slide', {
                index: index + 1,
                count: promotions.length,
              })}
            >
              <Link
                to={`/promoDetail?id=${encodeURIComponent(String(promotion.id))}`}
                tabIndex={index === selected ? 0 : -1}
              >
                <img src={promotion.imageUrl} alt="" loading="lazy" />
                <span className="register-promotions-title">{promotion.title}</span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className="register-promotions-controls">
          <button
            type="button"
            onClick={() => embla?.scrollPrev()}
            aria-label={t('register.promotions.previous')}
          >
            ‹
          </button>
          {promotions.map((promotion, index) => (
            <button
              key={promotion.id}
              type="button"
              className="register-promotions-dot"
              aria-label={t('register.promotions.goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
            aria-label={t('register.promotions.next')}
          >
            ›
          </button>
          <button type="button" aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
            {t('register.promotions.pause')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
