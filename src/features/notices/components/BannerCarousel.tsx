import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@/api/contract/notices';
import { BANNER_AUTOPLAY_MS } from '../banners';
import { BannerSlide } from './BannerSlide';
import type { EmblaApi, EmblaOptions } from './embla-types';
import { useReducedMotion } from './use-reduced-motion';

type EngineComponent = ComponentType<{
  viewport: HTMLElement;
  options: EmblaOptions;
  onReady: (api: EmblaApi | null) => void;
}>;

const ENGINE_OPTIONS: EmblaOptions = { loop: true, duration: 30 };

/** With autoplay, the other slides' pictures are fetched this long before the first change. */
export const PICTURES_LEAD_MS = 2_000;

interface Props {
  banners: Banner[];
  cdn: string | null;
  /** Pagination dots (the home page). */
  dots: boolean;
}

/** What to do once the engine is there: go to a slide, or to the next one. */
type Pending = number | 'next' | null;

/**
 * Two banners or more (spec 1 §2.3): one slide at a time, looping, the next one every 5000 ms
 * (spec 1 §9) unless the strip is hovered or focused, paused with its toggle, or the user prefers
 * reduced motion. The first slide is plain markup; the slide engine arrives when the first change
 * is due or the user reaches for the strip, and takes over the same elements (nothing re-mounts,
 * focus stays where it is). The other slides' pictures wait until one of them can be seen: the
 * engine woken, or the first change near. Each SVG picture is a document that the page parses and
 * lays out on its main thread, and at start-up nothing shows them.
 */
export function BannerCarousel({ banners, cdn, dots }: Props) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engineWanted, setEngineWanted] = useState(false);
  const [Engine, setEngine] = useState<EngineComponent | null>(null);
  const [api, setApi] = useState<EmblaApi | null>(null);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [changeNear, setChangeNear] = useState(false);
  const pending = useRef<Pending>(null);
  const count = banners.length;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    const wanted = pending.current;
    pending.current = null;
    if (wanted === 'next') api.scrollNext();
    else if (typeof wanted === 'number') api.scrollTo(wanted, reducedMotion);
    else onSelect();
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
    // Only when the engine arrives: later motion preferences apply to the next moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  // Loaded by hand rather than with lazy/Suspense: nothing to show while it loads, and no reveal
  // delay before it takes over.
  useEffect(() => {
    if (!engineWanted || Engine) return;
    let live = true;
    import('./BannerEngine').then(
      (module) => {
        if (live) setEngine(() => module.default);
      },
      (error: unknown) => console.error('[banners] the slide engine did not load', error),
    );
    return () => {
      live = false;
    };
  }, [engineWanted, Engine]);

  const wake = useCallback(() => setEngineWanted(true), []);

  const goTo = (index: number) => {
    if (api) {
      api.scrollTo(index, reducedMotion);
    } else {
      pending.current = index;
      wake();
    }
  };

  const autoplay = count > 1 && !reducedMotion && !hovered && !focused && !stopped;
  const othersWanted = engineWanted || changeNear;

  useEffect(() => {
    if (!autoplay || othersWanted) return;
    const timer = window.setTimeout(
      () => setChangeNear(true),
      BANNER_AUTOPLAY_MS - PICTURES_LEAD_MS,
    );
    return () => window.clearTimeout(timer);
  }, [autoplay, othersWanted]);

  // One timer per shown slide: any change of slide (autoplay, dot, drag) starts a full interval.
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => {
      if (api) {
        api.scrollNext();
      } else {
        pending.current = 'next';
        setEngineWanted(true);
      }
    }, BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [api, autoplay, selected]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      className="banner-slider"
      onMouseEnter={() => {
        setHovered(true);
        wake();
      }}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={wake}
      onFocus={() => {
        setFocused(true);
        wake();
      }}
      onBlur={onBlur}
    >
      <div className="banner-viewport" ref={setViewport}>
        <div className="banner-track" aria-live={autoplay ? 'off' : 'polite'}>
          {banners.map((banner, i) => {
            const current = i === selected;
            return (
              <div
                key={String(banner.bannerId)}
                className="banner-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('notices.banner.slideOf', { n: i + 1, count })}
                aria-hidden={current ? undefined : true}
                inert={!current}
              >
                <BannerSlide
                  banner={banner}
                  position={i + 1}
                  cdn={cdn}
                  lazy={i > 0}
                  pictureWanted={i === 0 || othersWanted}
                />
              </div>
            );
          })}
        </div>
      </div>
      <div className="banner-controls">
        {reducedMotion ? null : (
          <button
            type="button"
            className="banner-pause"
            aria-pressed={stopped}
            aria-label={t('notices.banner.pause')}
            onClick={() => setStopped((s) => !s)}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </button>
        )}
        {dots ? (
          <div className="banner-dots" role="group" aria-label={t('notices.banner.pagination')}>
            {banners.map((banner, i) => (
              <button
                key={String(banner.bannerId)}
                type="button"
                className="banner-dot"
                aria-label={t('notices.banner.slide', { n: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        ) : null}
      </div>
      {Engine && viewport ? (
        <Engine viewport={viewport} options={ENGINE_OPTIONS} onReady={setApi} />
      ) : null}
    </div>
  );
}
