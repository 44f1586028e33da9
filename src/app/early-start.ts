/**
 * What the HTML page does before the app's script has arrived (vite.config.ts inlines
 * `earlyStart` at the top of index.html with the config of early-start-config.ts): it sets the
 * stored language and theme on `<html>` (the static shell shows its texts in that language), preloads
 * the language's catalogue and the route's section chunks, and fires the two start-up calls (brand
 * file and system status) with the headers the app's client would send, so that they travel while
 * the script downloads. The answers are parked on `window`; the client takes each one once
 * (`earlyAnswers`) and runs it through its usual checks, so a parked failure fails exactly like a
 * live one and a retry calls again.
 *
 * `earlyStart` runs as an inline classic script: it is self-contained (no imports, nothing from
 * outside its body) and plain ES2017 once its types are stripped.
 */

/** Request timeout of the app's client and of the page's early calls. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Where the parked answers wait on `window`. */
export const EARLY_KEY = '__portalEarlyStart';

/** The calls the page starts by itself (client endpoint names). */
export type EarlyCall = 'brandConfig' | 'systemStatus';

/** An answer as the client reads it: HTTP status and the body (parsed JSON, else the text). */
export interface EarlyAnswer {
  status: number;
  data: unknown;
}

export interface EarlyStartConfig {
  /** The `window` property the answers are parked on (EARLY_KEY). */
  parkAt: string;
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
  languageKey: string;
  themeKey: string;
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
  };
  /**
   * The app's entry module and the modules it imports, loaded once the shell has painted (the
   * build takes them out of the page's tags); null when the page loads them itself (development).
   */
  app: { entry: string; modules: string[] } | null;
}

type EarlyWindow = Window & { [EARLY_KEY]?: Partial<Record<EarlyCall, Promise<EarlyAnswer>>> };

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
  root.dataset.theme = read('localStorage', config.themeKey) === 'dark' ? 'dark' : 'light';
  // The shell shows the texts of this catalogue (the rules come with the shell's texts).
  root.setAttribute('data-boot-text', catalogue);

  // The app's code and the first route's chunks go out once the shell has painted (after the
  // next frame, or 100 ms at the latest), so the first paint never waits on their bytes.
  const append = (rel: string, href: string, as?: string) => {
    const link = doc.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  };
  const section = config.preload.routes[win.location.pathname];
  const files = (config.preload.catalogues[catalogue] ?? []).concat(
    (section && config.preload.sections[section]) || [],
  );
  const app = config.app;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    if (app) {
      app.modules.forEach((href) => append('modulepreload', href));
      const script = doc.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = app.entry;
      doc.head.appendChild(script);
    }
    files.forEach((href) =>
      /\.css$/.test(href) ? append('preload', href, 'style') : append('modulepreload', href),
    );
  };
  const afterPaint = () => {
    win.requestAnimationFrame(() => win.setTimeout(load, 0));
    win.setTimeout(load, 100);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();

  if (!config.startCalls || typeof win.fetch !== 'function') return;
  const urlToken = (new URLSearchParams(win.location.search).get('token') ?? '').trim();
  const token = urlToken || read('sessionStorage', config.tokenKey);
  const get = (call: EarlyCall, query: string): Promise<EarlyAnswer> => {
    const route = config.calls[call];
    const headers: Record<string, string> = {
      Merchant: config.merchant,
      Language: language,
      Device: 'web',
      'X-Gateway-Version': '3',
      ModuleId: route.module,
    };
    if (token) headers.Authorization = token;
    const signal =
      typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function'
        ? AbortSignal.timeout(config.timeoutMs)
        : undefined;
    return win.fetch(route.path + query, { headers, signal }).then((res) =>
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
  };
  const parked = {
    brandConfig: get('brandConfig', ''),
    systemStatus: get('systemStatus', `?url=${encodeURIComponent(win.location.host)}`),
  };
  // Nobody may ever take them (a script that fails to load): no unhandled rejections.
  parked.brandConfig.catch(() => undefined);
  parked.systemStatus.catch(() => undefined);
  Object.defineProperty(win, config.parkAt, { value: parked, configurable: true, writable: true });
}

/**
 * The app's side: takes the parked answers off `window` (once) and hands each out once; a call
 * with nothing parked (a retry, a page without the early script) gets undefined and goes out.
 */
export function earlyAnswers(win: Window): (name: string) => Promise<EarlyAnswer> | undefined {
  const early = win as EarlyWindow;
  const parked = early[EARLY_KEY] ?? {};
  delete early[EARLY_KEY];
  return (name) => {
    if (name !== 'brandConfig' && name !== 'systemStatus') return undefined;
    const answer = parked[name];
    delete parked[name];
    return answer;
  };
}
