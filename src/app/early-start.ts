/**
 * What the HTML page does before the app's script has arrived (vite.config.ts inlines
 * `earlyStart` at the top of index.html with the config of early-start-config.ts): it sets the
 * stored language and theme on `<html>` (the static shell shows its texts in that language), and
 * fires the three start-up calls (brand file, system status and the start's announcements) with
 * the headers the app's client would send. Once the status lets the portal open, it puts the
 * route's first banner (with the app's image CDN pick) into the static shell, so the largest paint
 * does not wait for the app; the app's code, the language's catalogue and the route's section
 * chunks are asked for once that banner has painted (capped). The answers are parked on `window`;
 * the client takes each one once (`takeEarlyStart`) and runs it through its usual checks, so a
 * parked failure fails exactly like a live one and a retry calls again; an announcements answer to
 * another request than the app's (another merchant, language or token by then) is dropped and the
 * call goes out.
 *
 * `earlyStart` runs as an inline classic script: it is self-contained (no imports, nothing from
 * outside its body) and plain ES2017 once its types are stripped.
 */
import type { EarlyAnswer, EarlyRequest } from '../api/client';

/** Request timeout of the app's client and of the page's early calls. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * How long after the shell's first paint the app's code and the route's chunks may wait for the
 * shell's first banner to paint before they are asked for anyway.
 */
export const APP_HOLD_MAX_MS = 1_000;

/** The shell counts as painted after the next frame, or this long after its document was read. */
export const PAINT_FALLBACK_MS = 100;

/**
 * A line is slow when the page's first byte came later than this after it was asked for, or when
 * none of the start's calls has answered this long after they went out: there the app's code is
 * asked for at once instead of waiting for the banner.
 */
export const SLOW_LINE_MS = 100;

/** Where the parked answers wait on `window`. */
export const EARLY_KEY = '__portalEarlyStart';

/** Where the browser's install offer (`beforeinstallprompt`) waits on `window`. */
export const INSTALL_OFFER_KEY = '__portalInstallOffer';

/** The calls the page starts by itself (client endpoint names). */
export type EarlyCall = 'brandConfig' | 'systemStatus' | 'announcements';

/** An answer as the client reads it: HTTP status and the body (parsed JSON, else the text). */
export type { EarlyAnswer };

/** What the page sent: the query and the headers. */
export interface EarlySent {
  query: Record<string, string>;
  headers: Record<string, string>;
}

/** A call the page made once others had answered (null: it did not make it). */
export type EarlyDependent = Promise<{ sent: EarlySent; answer: Promise<EarlyAnswer> } | null>;

/** What the page parks on `window` for the app. */
export interface EarlyParked {
  brandConfig?: Promise<EarlyAnswer>;
  systemStatus?: Promise<EarlyAnswer>;
  announcements?: EarlyDependent;
  /** The random draw the page picked the image CDN with (pickRandom's `random()`). */
  imageCdnDraw?: number;
  /** Settles once the shell's banner has painted, or it is known there is none to show. */
  shellBanner?: Promise<void>;
}

export interface EarlyStartConfig {
  /** The `window` property the answers are parked on (EARLY_KEY). */
  parkAt: string;
  /** The `window` property the browser's install offer is parked on (INSTALL_OFFER_KEY). */
  installOfferAt: string;
  /** False: no calls from the page (the service-worker mock is not there yet to answer). */
  startCalls: boolean;
  /** Method-GET routes of the calls: path and module id. */
  calls: Record<EarlyCall, { path: string; module: string }>;
  /** The `Merchant` header before the brand is known (DEFAULT_BRAND.merchant). */
  merchant: string;
  /** Language when none is stored, and the storage keys of language, theme and token. */
  language: string;
  /** The language codes the portal knows; a stored code outside them gives way to `language`. */
  languages: string[];
  /**
   * The start's announcements call and its first banner: the query (the notices saga's), the
   * languages when the status names none and the brand's language when the brand file fails
   * (resolveLanguage's inputs), and the banner group of each route path (bannerGroupOf).
   */
  start: {
    query: Record<string, string>;
    supported: string[];
    brandLanguage: string;
    bannerGroups: Record<string, string>;
  };
  languageKey: string;
  themeKey: string;
  /**
   * The brand's `<style>` (a host puts it in the head) and the local-storage keys of the last
   * brand's CSS and default theme, applied when no host did (src/lib/brand-head.ts).
   */
  brand: { styleId: string; cssKey: string; themeKey: string };
  tokenKey: string;
  timeoutMs: number;
  /** Language codes whose catalogue is not 'en', with that catalogue. */
  catalogues: Record<string, string>;
  /** `<html lang>` of a catalogue other than the language code itself ('ty' is 'fil'). */
  htmlLangs: Record<string, string>;
  /**
   * Files to preload (modules, and styles ending in .css): a catalogue's, a section's, and the
   * section of each route path.
   */
  preload: {
    catalogues: Record<string, string[]>;
    sections: Record<string, string[]>;
    routes: Record<string, string>;
    /**
     * Catalogue → section → the deferred text files its feature loads as it first shows: asked
     * for with the section's chunks, not after the section's code has run.
     */
    sectionTexts?: Record<string, Record<string, string[]>>;
  };
  /**
   * The app's entry module and the modules it imports, loaded once the shell has painted (the
   * build takes them out of the page's tags); null when the page loads them itself (development).
   */
  app: { entry: string; modules: string[] } | null;
  /** At most this long after the shell's first paint, the app and the route's chunks wait for the shell's banner. */
  appHoldMaxMs: number;
  /** The shell counts as painted after the next frame, or at the latest this long after it was read. */
  paintFallbackMs: number;
  /** The page's first byte, or the start's first answer, later than this: a slow line. */
  slowLineMs: number;
}

type EarlyWindow = Window & { [EARLY_KEY]?: EarlyParked };

export function earlyStart(win: Window, config: EarlyStartConfig): void {
  const doc = win.document;
  const read = (store: 'localStorage' | 'sessionStorage', key: string): string | null => {
    try {
      return win[store].getItem(key);
    } catch {
      return null;
    }
  };
  const stored = read('localStorage', config.languageKey);
  const language = stored && config.languages.includes(stored) ? stored : config.language;
  const catalogue = Object.prototype.hasOwnProperty.call(config.catalogues, language)
    ? (config.catalogues[language] ?? 'en')
    : 'en';
  const root = doc.documentElement;
  root.lang = config.htmlLangs[catalogue] ?? language.toLowerCase();
  // The brand's tokens before the first paint: the host's, else the last visit's (kept by the app).
  let brandStyle = doc.getElementById(config.brand.styleId);
  const brandCss = read('localStorage', config.brand.cssKey);
  if (!brandStyle && brandCss) {
    brandStyle = doc.createElement('style');
    brandStyle.id = config.brand.styleId;
    brandStyle.dataset.cached = '';
    brandStyle.dataset.defaultTheme = read('localStorage', config.brand.themeKey) ?? '';
    brandStyle.textContent = brandCss;
    doc.head.appendChild(brandStyle);
  }
  const theme = read('localStorage', config.themeKey) ?? brandStyle?.dataset.defaultTheme;
  root.dataset.theme = theme === 'dark' ? 'dark' : 'light';
  // The shell shows the texts of this catalogue (the rules come with the shell's texts).
  root.setAttribute('data-boot-text', catalogue);

  // The app's code and the first route's chunks are asked for once the shell has painted (after
  // the next frame, or paintFallbackMs at the latest), so the first paint never waits on their bytes. On a
  // route with a banner, they wait until the shell's first banner has painted (or it is known there
  // is none), at most APP_HOLD_MAX_MS after that first paint, so that nothing of the app comes
  // before the largest paint: on a fast line the banner follows the first paint at once. On a
  // slow line (the page's first byte, or the start's first answer, later than SLOW_LINE_MS) the
  // app's code is asked for at once: the banner is a round trip and an image away, and the line
  // would sit idle meanwhile (a module script added by a script never holds the parser or the
  // first paint back); only the route's chunks, catalogue and texts wait for the banner, which
  // then shares the line with one stream, not seven. Lighthouse simulates a slow line from a fast
  // load, where an app that ran before the largest paint would count as that paint's dependency:
  // there the line is fast and the app waits for the banner.
  const append = (part: 'app' | 'route', rel: string, href: string, as?: string) => {
    const link = doc.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    // Told apart from the app's own preloads (its lazy chunks), in a page's inspector too: the
    // app's modules (data-early=app) and the route's files (data-early=route).
    link.dataset.early = part;
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  };
  const section = config.preload.routes[win.location.pathname];
  const texts = (config.preload.sectionTexts || {})[catalogue];
  const files = (config.preload.catalogues[catalogue] ?? []).concat(
    (section && config.preload.sections[section]) || [],
    (section && texts && texts[section]) || [],
  );
  const path = win.location.pathname.replace(/(.)\/+$/, '$1');
  const group = config.start.bannerGroups[path];
  const app = config.app;
  const calls = config.startCalls && typeof win.fetch === 'function';
  let painted = false;
  let released = !calls || !group;
  // The page's own first byte tells a slow line at once (more than SLOW_LINE_MS after it was asked
  // for); the start's calls (below) tell it too, when none has answered SLOW_LINE_MS after they
  // went out. Both are taken from when they happen, not from when the page first paints, which a
  // slow phone may do after the answers. (Not the time until this script runs: a slow machine on
  // a fast line may take that long to get here, and Lighthouse would then count the app's code
  // into its largest paint. A line emulated by DevTools delays only the body: the calls tell it.)
  const perf = win.performance;
  const navigation =
    perf && typeof perf.getEntriesByType === 'function'
      ? (perf.getEntriesByType('navigation')[0] as PerformanceResourceTiming | undefined)
      : undefined;
  let slowLine =
    !!navigation && navigation.responseStart - navigation.requestStart > config.slowLineMs;
  let appAsked = false;
  let loaded = false;
  const load = () => {
    if (app && !appAsked && ((painted && released) || slowLine)) {
      appAsked = true;
      app.modules.forEach((href) => append('app', 'modulepreload', href));
      const script = doc.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = app.entry;
      doc.head.appendChild(script);
    }
    if (loaded || !released || !painted) return;
    loaded = true;
    files.forEach((href) =>
      /\.css$/.test(href)
        ? append('route', 'preload', href, 'style')
        : append('route', 'modulepreload', href),
    );
  };
  // A page whose first byte was slow asks for the app's code now, before its own calls go out.
  load();
  const release = () => {
    released = true;
    load();
  };
  const afterPaint = () => {
    const paint = () => {
      if (painted) return;
      painted = true;
      win.setTimeout(release, config.appHoldMaxMs);
      load();
    };
    win.requestAnimationFrame(() => win.setTimeout(paint, 0));
    win.setTimeout(paint, config.paintFallbackMs);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();

  // The browser's offer to install the portal comes once, early, on whatever page the player is:
  // parked for the app download page's install button (src/app/install-prompt.ts), the browser's
  // own mini bar held back.
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    Object.defineProperty(win, config.installOfferAt, {
      value: event,
      configurable: true,
      writable: true,
    });
  });

  if (!calls) return;
  const urlToken = (new URLSearchParams(win.location.search).get('token') ?? '').trim();
  const token = urlToken || read('sessionStorage', config.tokenKey);
  const get = (
    call: EarlyCall,
    query: Record<string, string>,
    merchant: string,
    lang: string,
  ): { sent: EarlySent; answer: Promise<EarlyAnswer> } => {
    const route = config.calls[call];
    const headers: Record<string, string> = {
      Merchant: merchant,
      Language: lang,
      Device: 'web',
      'X-Gateway-Version': '3',
      ModuleId: route.module,
    };
    if (token) headers.Authorization = token;
    const signal =
      typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function'
        ? AbortSignal.timeout(config.timeoutMs)
        : undefined;
    const search = new URLSearchParams(query).toString();
    const answer = win
      .fetch(route.path + (search ? `?${search}` : ''), { headers, signal })
      .then((res) =>
        res.text().then((text) => {
          let data: unknown = text;
          try {
            data = JSON.parse(text);
          } catch {
            /* not JSON: the client sees the text, as it would */
          }
          return { status: res.status, data };
        }),
      );
    // Nobody may ever take it (a script that fails to load): no unhandled rejections.
    answer.catch(() => undefined);
    return { sent: { query, headers }, answer };
  };
  type Json = Record<string, unknown>;
  const body = (answer: EarlyAnswer | null): Json =>
    answer && answer.status < 400 && answer.data && typeof answer.data === 'object'
      ? (answer.data as Json)
      : {};
  const value = (answer: EarlyAnswer): Json => {
    const envelope = body(answer);
    return envelope.success === true && envelope.value && typeof envelope.value === 'object'
      ? (envelope.value as Json)
      : {};
  };
  const imageCdnDraw = Math.random();
  const brandConfig = get('brandConfig', {}, config.merchant, language).answer;
  const systemStatus = get(
    'systemStatus',
    { url: win.location.host },
    config.merchant,
    language,
  ).answer;
  let answered = false;
  const answer = () => {
    answered = true;
  };
  brandConfig.then(answer, answer);
  systemStatus.then(answer, answer);
  win.setTimeout(() => {
    if (answered) return;
    slowLine = true;
    load();
  }, config.slowLineMs);

  // The route's first banner (bannersOfGroup's first, imageUrl's address) into the shell's frame.
  let bannerSettled: () => void = () => undefined;
  const shellBanner = new Promise<void>((settle) => {
    bannerSettled = settle;
  });
  const showFirstBanner = (answer: EarlyAnswer, cdn: string | null) => {
    const banners = value(answer).banners;
    if (!group || !Array.isArray(banners)) return bannerSettled();
    const sortOf = (banner: Json) => (typeof banner.sort === 'number' ? banner.sort : Infinity);
    let first: Json | null = null;
    for (const banner of banners as Json[]) {
      if (!banner || banner.groupName !== group || typeof banner.url !== 'string') continue;
      if (!first || sortOf(banner) < sortOf(first)) first = banner;
    }
    if (!first) return bannerSettled();
    const url = first.url as string;
    const src =
      /^([a-z][a-z0-9+.-]*:|\/)/i.test(url) || !cdn
        ? url
        : `${cdn.replace(/\/+$/, '')}/${url.replace(/^\.?\/+/, '')}`;
    const place = () => {
      const frame = doc.querySelector('#boot-shell .boot-shell__banner');
      if (!frame || frame.firstChild) return bannerSettled();
      const image = doc.createElement('img');
      image.alt = '';
      image.setAttribute('fetchpriority', 'high');
      // Settled once it has painted (element timing; else once decoded), or failed: no timers,
      // so a page whose clock stands still still lets the app show.
      const Observer = (win as Window & typeof globalThis).PerformanceObserver;
      if (Observer && (Observer.supportedEntryTypes ?? []).includes('element')) {
        image.setAttribute('elementtiming', 'boot-shell-banner');
        const painted = new Observer(() => {
          painted.disconnect();
          bannerSettled();
        });
        painted.observe({ type: 'element' });
      } else {
        image.onload = () =>
          typeof image.decode === 'function'
            ? image.decode().then(bannerSettled, bannerSettled)
            : bannerSettled();
      }
      image.onerror = () => bannerSettled();
      image.src = src;
      frame.appendChild(image);
      frame.classList.add('boot-shell__banner--image');
    };
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', place);
    else place();
  };

  // The start's announcements, as the app asks once start-up has succeeded (status 0): sent with
  // the brand file and the status, as the page's own merchant in the language the app would resolve
  // from the default brand and languages; sent again once the brand file has answered if its
  // merchant or language resolves otherwise; kept only if the status then lets the portal open and
  // names languages that resolve the same.
  const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  const resolveLanguage = (named: unknown, brand: Json) => {
    const list = Array.isArray(named) && named.length > 0 ? named : config.start.supported;
    const usable = (list as unknown[]).filter(
      (code): code is string => typeof code === 'string' && config.languages.includes(code),
    );
    const fallback = text(brand.defaultLanguage, config.start.brandLanguage);
    if (stored && usable.includes(stored)) return stored;
    return usable.includes(fallback) ? fallback : (usable[0] ?? config.language);
  };
  const guessedLanguage = resolveLanguage(null, {});
  const guessed = get('announcements', config.start.query, config.merchant, guessedLanguage);
  const announcements: EarlyDependent = brandConfig
    .catch(() => null)
    .then((brandAnswer) => {
      const brand = body(brandAnswer);
      const lang = resolveLanguage(null, brand);
      const merchant = text(brand.merchant, config.merchant);
      const request =
        merchant === config.merchant && lang === guessedLanguage
          ? guessed
          : get('announcements', config.start.query, merchant, lang);
      return systemStatus.then((statusAnswer) => {
        const status = value(statusAnswer);
        const info = (status.info ?? {}) as Json;
        const open = status.info && !status.maintenance && !status.regionRestriction;
        if (!open || resolveLanguage(info.languages, brand) !== lang) return null;
        const cdns = Array.isArray(info.imageCDNs) ? (info.imageCDNs as unknown[]) : [];
        const cdn = cdns[Math.min(cdns.length - 1, Math.floor(imageCdnDraw * cdns.length))];
        request.answer.then(
          (answer) => showFirstBanner(answer, typeof cdn === 'string' ? cdn : null),
          bannerSettled,
        );
        return request;
      });
    });
  announcements.then((made) => made ?? bannerSettled(), bannerSettled);
  void shellBanner.then(release);

  const parked: EarlyParked = {
    brandConfig,
    systemStatus,
    announcements,
    imageCdnDraw,
    shellBanner,
  };
  Object.defineProperty(win, config.parkAt, { value: parked, configurable: true, writable: true });
}

/** What the app takes over from the page (once): the parked answers and the image CDN draw. */
export interface EarlyStart {
  /**
   * The answer parked for a call, once; undefined: nothing parked (a retry, a page without the
   * early script), the call goes out. A dependent call's answer comes only for the same request.
   */
  answers: (name: string, request?: EarlyRequest) => Promise<EarlyAnswer | null> | undefined;
  imageCdnDraw: number | undefined;
  /** Settles once the static shell's banner has painted or there is none (resolved: no page script). */
  shellBanner: Promise<void>;
}

/** How long the static shell may wait for its banner after start-up has ended. */
export const SHELL_BANNER_WAIT_MS = 500;

/**
 * Removes index.html's static shell once start-up has ended; a banner the shell is still bringing
 * keeps it until that banner has painted, at most SHELL_BANNER_WAIT_MS (the first paint of the
 * largest picture does not wait for the app, and the app does not wait long for a slow image).
 */
export function removeBootShell(
  doc: Document,
  shellBanner: Promise<void> = Promise.resolve(),
  waitMs = SHELL_BANNER_WAIT_MS,
): void {
  const remove = () => doc.getElementById('boot-shell')?.remove();
  const timer = setTimeout(remove, waitMs);
  void shellBanner.then(() => {
    clearTimeout(timer);
    remove();
  });
}

const sameStrings = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => b[key] !== undefined && String(a[key]) === String(b[key]))
  );
};

/** The app's side: takes what the page parked off `window`. */
export function takeEarlyStart(win: Window): EarlyStart {
  const early = win as EarlyWindow;
  const parked = early[EARLY_KEY] ?? {};
  delete early[EARLY_KEY];
  const { imageCdnDraw, shellBanner } = parked;
  return {
    imageCdnDraw: typeof imageCdnDraw === 'number' ? imageCdnDraw : undefined,
    shellBanner: shellBanner ?? Promise.resolve(),
    answers: (name, request) => {
      if (name === 'brandConfig' || name === 'systemStatus') {
        const answer = parked[name];
        delete parked[name];
        return answer;
      }
      if (name !== 'announcements' || !parked.announcements || !request) return undefined;
      const dependent = parked.announcements;
      delete parked.announcements;
      return dependent.then((made) =>
        made &&
        sameStrings(made.sent.query, (request.params ?? {}) as Record<string, unknown>) &&
        sameStrings(made.sent.headers, request.headers)
          ? made.answer
          : null,
      );
    },
  };
}
