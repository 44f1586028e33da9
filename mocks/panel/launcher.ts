/**
 * The scenario panel's launcher (issue 29): a floating "Mock scenarios" button and the keyboard
 * shortcut Alt+Shift+M, put into the page by the mock host (the Vite dev server, the mock server's
 * HTML, the service-worker demo), never by the portal. The panel itself (React) loads the first
 * time it opens. Everything lives in a shadow root, out of the portal's styles.
 *
 * A page with the cookie `mock-panel=off` gets no launcher (the feature tests' default).
 */
import type { PanelHandle } from './Panel';
import { REOPEN_KEY } from './control-client';

const HOST_ID = 'mock-panel-host';

const CSS = `
:host { all: initial; }
.launcher {
  position: fixed; left: 12px; bottom: calc(76px + env(safe-area-inset-bottom, 0px)); z-index: 2147483000;
  min-height: 44px; padding: 0 16px; border: 2px solid #fff; border-radius: 22px;
  background: #4c1d95; color: #fff; font: 600 14px/1 system-ui, sans-serif; cursor: pointer;
  box-shadow: 0 2px 10px rgb(0 0 0 / 35%);
}
.launcher:hover { background: #5b21b6; }
.launcher:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
@media (min-width: 768px) { .launcher { bottom: 16px; } }
`;

function start() {
  const host = document.createElement('div');
  host.id = HOST_ID;
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = CSS;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'launcher';
  button.textContent = 'Mock scenarios';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-keyshortcuts', 'Alt+Shift+M');
  button.title = 'Mock scenarios (Alt+Shift+M)';
  const slot = document.createElement('div');
  root.append(style, button, slot);
  document.body.append(host);

  let panel: Promise<PanelHandle> | undefined;
  const open = async () => {
    panel ??= import('./Panel').then((m) => m.createPanel(root, slot, () => button.focus()));
    (await panel).open();
  };
  button.addEventListener('click', () => void open());
  document.addEventListener('keydown', (event) => {
    if (event.altKey && event.shiftKey && event.code === 'KeyM') {
      event.preventDefault();
      void open();
    }
  });
  if (sessionStorage.getItem(REOPEN_KEY) === '1') void open();
}

if (!/(?:^|;\s*)mock-panel=off(?:;|$)/.test(document.cookie) && !document.getElementById(HOST_ID)) {
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
