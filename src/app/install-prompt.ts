/**
 * The browser's offer to install the portal (`beforeinstallprompt`, Chromium browsers) behind the
 * app download page's own button: the event comes once, early, on whatever page the player is on,
 * so the page's early script parks it (src/app/early-start.ts) and this takes it from there, then
 * listens itself. The state is tiny and not serialisable (the event itself), so it lives here, read
 * with `useSyncExternalStore`, not in the store. Loaded with the download page only.
 */
import { INSTALL_OFFER_KEY } from './early-start';

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * `offered`: the browser can install the portal now (the button shows); `installed`: it runs as
 * the installed app or was just installed; `ios`: Safari on iPhone or iPad (Share, Add to Home
 * Screen); `none`: nothing offered (another browser, or the offer was used).
 */
export type InstallState = 'offered' | 'installed' | 'ios' | 'none';

export interface InstallPrompt {
  state(): InstallState;
  subscribe(listener: () => void): () => void;
  /** Shows the browser's install dialog; the player's answer, or null when nothing was offered. */
  prompt(): Promise<'accepted' | 'dismissed' | null>;
}

/** iPhone, iPod, or an iPad (which says Macintosh, with a touch screen). */
export const isIos = (nav: Navigator) =>
  /iPhone|iPad|iPod/.test(nav.userAgent) ||
  (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);

export function createInstallPrompt(win: Window): InstallPrompt {
  const parked = win as Window & { [INSTALL_OFFER_KEY]?: InstallPromptEvent };
  let offer = parked[INSTALL_OFFER_KEY] ?? null;
  delete parked[INSTALL_OFFER_KEY];
  let installed =
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  win.addEventListener('beforeinstallprompt', (event) => {
    // The page offers it (the app download page's button) rather than the browser's mini bar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
  return {
    state: () =>
      installed ? 'installed' : offer ? 'offered' : isIos(win.navigator) ? 'ios' : 'none',
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async prompt() {
      const event = offer;
      if (!event) return null;
      // An offer is good for one prompt.
      offer = null;
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted') installed = true;
      changed();
      return outcome;
    },
  };
}

let shared: InstallPrompt | undefined;

/** The page's one offer, taken over from the early script at its first call. */
export const installPrompt = (): InstallPrompt => (shared ??= createInstallPrompt(window));
