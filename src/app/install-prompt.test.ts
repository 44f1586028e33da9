import { describe, expect, it, vi } from 'vitest';
import { createInstallPrompt, isIos } from './install-prompt';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

function fakeWindow({ userAgent = ANDROID, maxTouchPoints = 5, standalone = false } = {}) {
  const win = Object.assign(new EventTarget(), {
    navigator: { userAgent, maxTouchPoints },
    matchMedia: (query: string) => ({ matches: standalone && query.includes('standalone') }),
  });
  return win as unknown as Window;
}

/** The browser's offer as Chromium makes it: prompt() shows its dialog, userChoice the answer. */
function offer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('the install offer', () => {
  it('is offered once the browser offers it, keeping the browser from showing its own bar', () => {
    const win = fakeWindow();
    const prompt = createInstallPrompt(win);
    const changed = vi.fn();
    prompt.subscribe(changed);
    expect(prompt.state()).toBe('none');
    const event = offer('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.state()).toBe('offered');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('shows the browser dialog once and is installed when the player accepts', async () => {
    const win = fakeWindow();
    const prompt = createInstallPrompt(win);
    const event = offer('accepted');
    win.dispatchEvent(event);
    await expect(prompt.prompt()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(prompt.state()).toBe('installed');
    // The offer was used.
    await expect(prompt.prompt()).resolves.toBeNull();
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });

  it('is no longer offered when the player dismisses the dialog', async () => {
    const win = fakeWindow();
    const prompt = createInstallPrompt(win);
    win.dispatchEvent(offer('dismissed'));
    await expect(prompt.prompt()).resolves.toBe('dismissed');
    expect(prompt.state()).toBe('none');
  });

  it('is installed after the browser says so, or when the portal runs as the app', () => {
    const win = fakeWindow();
    const prompt = createInstallPrompt(win);
    win.dispatchEvent(offer('accepted'));
    win.dispatchEvent(new Event('appinstalled'));
    expect(prompt.state()).toBe('installed');
    expect(createInstallPrompt(fakeWindow({ standalone: true })).state()).toBe('installed');
  });

  it("points iPhone and iPad players to Safari's Share, Add to Home Screen", () => {
    expect(createInstallPrompt(fakeWindow({ userAgent: IPHONE })).state()).toBe('ios');
    expect(isIos({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 5 } as Navigator)).toBe(true);
    expect(isIos({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 0 } as Navigator)).toBe(false);
    expect(isIos({ userAgent: ANDROID, maxTouchPoints: 5 } as Navigator)).toBe(false);
  });
});
