import { useEffect } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaApi, EmblaOptions } from './embla-types';

interface Props {
  /** The carousel's viewport, already on the page (the engine never re-renders the slides). */
  viewport: HTMLElement;
  options: EmblaOptions;
  onReady: (api: EmblaApi | null) => void;
}

/**
 * The slide engine (embla: looping, dragging, animated scrolling), its own chunk: the carousel
 * loads it when the first slide change is due or the user reaches for the banners, so the first
 * paint of the home page does not carry it.
 */
export default function BannerEngine({ viewport, options, onReady }: Props) {
  const [setViewport, api] = useEmblaCarousel(options);
  useEffect(() => {
    setViewport(viewport);
  }, [viewport, setViewport]);
  useEffect(() => {
    onReady(api ?? null);
    return () => onReady(null);
  }, [api, onReady]);
  return null;
}
