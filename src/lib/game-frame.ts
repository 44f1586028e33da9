/** What a game frame may do: run scripts, submit forms, open the vendor's windows (cashier, help). */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * The sandbox of a frame showing a game (the /game page, the lottery pages). A game on another
 * origin also keeps its own origin (its cookies and storage); a same-origin address never gets
 * allow-same-origin, since with scripts it could lift the sandbox and reach the portal's session.
 * Null for an address that is not http(s) (it must not be shown at all).
 */
export function gameFrameSandbox(url: string, pageHref: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, pageHref);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return parsed.origin === new URL(pageHref).origin
    ? GAME_FRAME_SANDBOX
    : `${GAME_FRAME_SANDBOX} allow-same-origin`;
}
