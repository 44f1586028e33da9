import type useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

/** Types of the slide engine, taken from the package the project depends on (erased at build). */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
