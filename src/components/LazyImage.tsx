import { useEffect, useRef, useState, type CSSProperties } from 'react';
import './lazy-image.css';

/** Lazy image loader constants (spec 2 §9). */
export const LAZY_IMAGE_ATTEMPTS = 3;
export const LAZY_IMAGE_RETRY_MS = 200;
export const LAZY_IMAGE_PRELOAD_FACTOR = 1.3;
export const LAZY_IMAGE_CACHE_SIZE = 200;

/** The viewport grown by the preload factor: images start loading 30% before they scroll in. */
export const PRELOAD_ROOT_MARGIN = `${Math.round((LAZY_IMAGE_PRELOAD_FACTOR - 1) * 100)}%`;

/** Addresses loaded lately (least recently used dropped first): they show at once, no placeholder. */
class LoadedCache {
  private readonly urls = new Set<string>();
  constructor(private readonly size: number) {}
  has(url: string) {
    if (!this.urls.has(url)) return false;
    this.urls.delete(url);
    this.urls.add(url);
    return true;
  }
  add(url: string) {
    this.urls.delete(url);
    this.urls.add(url);
    if (this.urls.size > this.size) this.urls.delete(this.urls.values().next().value!);
  }
  clear() {
    this.urls.clear();
  }
  get count() {
    return this.urls.size;
  }
}
export const loadedImages = new LoadedCache(LAZY_IMAGE_CACHE_SIZE);

/**
 * One IntersectionObserver for every lazy image (not one per image): a long list mounts and
 * unmounts dozens of images per frame while it scrolls.
 */
const nearCallbacks = new Map<Element, () => void>();
let nearObserver: IntersectionObserver | null = null;

/** Calls `onNear` once when `el` comes within the preload margin of the viewport; returns the cancel. */
export function whenNear(el: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = nearCallbacks.get(entry.target);
        forget(entry.target);
        callback?.();
      }
    },
    { rootMargin: PRELOAD_ROOT_MARGIN },
  );
  nearCallbacks.set(el, onNear);
  nearObserver.observe(el);
  return () => forget(el);
}

function forget(el: Element) {
  if (!nearCallbacks.delete(el)) return;
  nearObserver?.unobserve(el);
  // Nothing left to watch: let the observer go (a later image makes a new one).
  if (!nearCallbacks.size) {
    nearObserver?.disconnect();
    nearObserver = null;
  }
}

export type LazyImageState = 'waiting' | 'loading' | 'loaded' | 'error';

interface Props {
  /** Resolved address; null shows the error placeholder. */
  src: string | null;
  /** Empty for a decorative image (its text is next to it). */
  alt: string;
  className?: string;
  style?: CSSProperties;
}

/** The address of an attempt: later attempts bypass a cached failure. */
const attemptUrl = (src: string, attempt: number) =>
  attempt <= 1 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt - 1}`;

function LazyImageInner({ src, alt, className, style }: Props) {
  const [state, setState] = useState<LazyImageState>(() =>
    !src ? 'error' : loadedImages.has(src) ? 'loaded' : 'waiting',
  );
  const [attempt, setAttempt] = useState(1);
  const box = useRef<HTMLSpanElement>(null);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (state !== 'waiting') return;
    const el = box.current;
    if (!el) return;
    return whenNear(el, () => setState('loading'));
  }, [state]);

  useEffect(() => () => clearTimeout(retry.current), []);

  const onError = () => {
    if (attempt >= LAZY_IMAGE_ATTEMPTS) {
      setState('error');
      return;
    }
    retry.current = setTimeout(() => setAttempt((n) => n + 1), LAZY_IMAGE_RETRY_MS);
  };
  const onLoad = () => {
    if (src) loadedImages.add(src);
    setState('loaded');
  };

  return (
    <span ref={box} className={`lazy-image ${className ?? ''}`} style={style} data-state={state}>
      {src && (state === 'loading' || state === 'loaded') && (
        <img
          key={attempt}
          src={attemptUrl(src, attempt)}
          alt={alt}
          decoding="async"
          onLoad={onLoad}
          onError={onError}
        />
      )}
      {state === 'error' && (
        <span
          className="lazy-image__error"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          {alt.trim().charAt(0).toUpperCase()}
        </span>
      )}
    </span>
  );
}

/**
 * An image that loads when it comes near the viewport (IntersectionObserver, preload factor 1.3),
 * shows a placeholder while loading, tries up to 3 times 200 ms apart, then shows an error
 * placeholder (spec 2 §3 lazy image tracking, §9).
 */
export function LazyImage(props: Props) {
  return <LazyImageInner key={props.src ?? ''} {...props} />;
}
