import type { CDPSession, Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type axe from 'axe-core';

/** The minified build: half the bytes of axe.source, parsed in under half the time per page. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The accessibility check every scenario gets (issue 12): axe-core's WCAG 2.1 A and AA rules (plus
 * label-content-name-mismatch, which axe ships as experimental: an accessible name must contain
 * the visible text) and a keyboard rule of our own (everything clickable is reachable by Tab).
 * A serious or critical finding fails the scenario.
 *
 * It runs after every step, on the scenario's tab, on what the run has not yet seen clean: the
 * whole page for a new route (with language, theme, logged in or not), else only the newly open
 * parts: a dialog, menu or list box (by role and name), or what an expanded control shows (by the
 * control's name). So most steps cost one small evaluate, and a dialog is checked once wherever
 * it opens. A11Y_LOG=1 prints each check with its key and time.
 *
 * Not checked: the contents of frames (games and the chat conversation are the vendors' pages;
 * the frame elements themselves are), pages other than the scenario's tab (game windows), and
 * scenarios that ran the fake clock (axe's own timers would wait for it).
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface A11yFinding {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string }[];
}

/** A part of the screen checked on its own, once, wherever it shows. */
interface Part {
  el: Element;
  key: string;
}

/**
 * The open parts (runs in the page): dialogs, menus and list boxes, and what expanded controls
 * show (their aria-controls target, else the whole page), each keyed by role or control name,
 * language and theme. Numbers in names are dropped: counts change the words, not the screen.
 */
function openParts(): Part[] {
  const visible = (el: Element) => el.getClientRects().length > 0;
  const nameOf = (el: Element) => {
    const byId = el
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const name = el.getAttribute('aria-label') ?? byId ?? el.textContent?.slice(0, 40) ?? '';
    return name.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  };
  const root = document.documentElement;
  const look = `${root.lang}|${root.dataset.theme ?? ''}`;
  const parts: Part[] = [];
  const overlays =
    '[role="dialog"], [role="alertdialog"], dialog[open], [role="menu"], [role="listbox"]';
  for (const el of document.querySelectorAll(overlays))
    if (visible(el))
      parts.push({ el, key: `${el.getAttribute('role') ?? 'dialog'} ${nameOf(el)}|${look}` });
  for (const control of document.querySelectorAll('[aria-expanded="true"]')) {
    if (!visible(control)) continue;
    const shown = (control.getAttribute('aria-controls') ?? '')
      .split(/\s+/)
      .map((id) => id && document.getElementById(id))
      .find((el): el is HTMLElement => !!el && visible(el));
    const el = shown ?? document.body;
    if (!parts.some((p) => p.el === el))
      parts.push({ el, key: `expanded ${nameOf(control)}|${look}` });
  }
  return parts;
}

interface ScreenState {
  /** The page: route, language, theme, session and motion (a moving page has pause toggles). */
  page: string;
  /** The keys of the open parts, in the order of openParts. */
  parts: string[];
  hasAxe: boolean;
}

/**
 * Addresses that name one screen (spec 1 §2.2: the same section and banner group), checked once
 * under the first name. The games lobby's seven routes are not among them: their banners (none,
 * one still slide, a carousel), hot-matches board and vendors differ.
 */
const SAME_SCREEN: Record<string, string> = {
  '/index': '/',
  '/index.html': '/',
  '/home': '/',
  '/register.html': '/register',
};

/** What identifies a screen (runs in the page). */
function screenState(aliases: Record<string, string>, parts: Part[]): ScreenState {
  const root = document.documentElement;
  return {
    page: [
      aliases[location.pathname] ?? location.pathname,
      root.lang,
      root.dataset.theme ?? '',
      sessionStorage.getItem('token') ? 'member' : 'visitor',
      matchMedia('(prefers-reduced-motion: reduce)').matches ? 'still' : 'moving',
    ].join('|'),
    parts: parts.map((p) => p.key),
    hasAxe: 'axe' in window,
  };
}

interface Scope {
  tags: string[];
  /** The whole page, or the open parts with these keys. */
  whole: boolean;
  only: string[];
}

/** axe-core on the page or on some parts (runs in the page). */
async function axeFindings({ tags, whole, only }: Scope, parts: Part[]): Promise<A11yFinding[]> {
  const roots: Node[] = whole
    ? [document]
    : parts.filter((p) => only.includes(p.key)).map((p) => p.el);
  const found: A11yFinding[] = [];
  for (const root of roots) {
    const result = await window.axe.run(root as Element, {
      runOnly: { type: 'tag', values: tags },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
      iframes: false,
      elementRef: false,
    });
    for (const v of result.violations)
      found.push({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html })),
      });
  }
  return found;
}

/**
 * Everything that looks clickable (a pointer cursor where its parent has none, or a clickable
 * role) must be reachable by Tab: focusable itself, inside a focusable element, a label of a
 * control, or an item of a composite widget (tabs, menus...) that arrow keys move through.
 */
function unreachableClickables({ whole, only }: Scope, parts: Part[]): A11yFinding['nodes'] {
  const TABBABLE =
    'a[href], button, input, select, textarea, summary, iframe, [contenteditable=""], [contenteditable="true"], [tabindex]:not([tabindex="-1"])';
  const COMPOSITE =
    '[role="tablist"], [role="menu"], [role="menubar"], [role="listbox"], [role="radiogroup"], [role="grid"], [role="tree"], [role="toolbar"]';
  const CLICK_ROLES = new Set([
    'button',
    'link',
    'tab',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'checkbox',
    'radio',
    'switch',
    'treeitem',
  ]);
  const reachable = (el: Element) => {
    const own = el.closest(TABBABLE);
    if (own && !own.matches(':disabled')) return true;
    if (el.closest('label')?.control) return true;
    const widget = el.closest(COMPOSITE);
    if (!widget) return false;
    // Arrow keys move through the items: from a roving tab stop inside the widget, the widget
    // itself, or a combobox that controls it (aria-activedescendant).
    return (
      !!widget.querySelector(TABBABLE) ||
      widget.matches(TABBABLE) ||
      (!!widget.id && !!document.querySelector(`[aria-controls~="${widget.id}"]`))
    );
  };
  // By key: a part may have closed since the screen was read.
  const roots = whole
    ? [document.body]
    : parts.filter((p) => only.includes(p.key)).map((p) => p.el);
  const found: A11yFinding['nodes'] = [];
  for (const el of roots.flatMap((root) => [root, ...root.querySelectorAll('*')])) {
    const role = el.getAttribute('role');
    const style = getComputedStyle(el);
    const pointer =
      style.cursor === 'pointer' &&
      (!el.parentElement || getComputedStyle(el.parentElement).cursor !== 'pointer');
    if (!pointer && !(role && CLICK_ROLES.has(role))) continue;
    if (el.closest('[inert], [aria-hidden="true"], [aria-disabled="true"]')) continue;
    if (el.matches(':disabled') || style.visibility === 'hidden' || !el.getClientRects().length)
      continue;
    if (reachable(el)) continue;
    const classes = [...el.classList].map((c) => `.${c}`).join('');
    found.push({
      target: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}`,
      html: el.outerHTML.slice(0, 160),
    });
  }
  return found;
}

/**
 * Runs `fn` in the page through the DevTools protocol: Playwright's trace (kept for failures) would
 * otherwise record a DOM snapshot before and after every evaluate of every step, which tripled the
 * check's cost. `fn` is self-contained and gets the open parts; `__name` is the helper esbuild
 * (tsx) wraps named functions in.
 */
async function run<T>(
  cdp: CDPSession,
  fn: string | ((arg: never, parts: Part[]) => unknown),
  arg?: unknown,
) {
  const expression =
    typeof fn === 'string'
      ? fn
      : `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}, (${openParts.toString()})()); })()`;
  const reply = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (reply.exceptionDetails)
    throw new Error(reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text);
  return reply.result.value as T;
}

/** Errors of a page that navigated or closed while it was checked: the next step checks again. */
const GONE = /Execution context was destroyed|Cannot find context|Target .*closed|Session closed/i;

/**
 * The screens the run has checked clean, whichever worker checked them: each worker keeps them in
 * memory and as a file named by the key's hash in the run's folder (A11Y_CLEAN_DIR, which
 * playwright.config.ts makes once per run), so that three workers check a screen once, not thrice.
 * Without the folder a worker keeps its own.
 */
class CleanScreens {
  private readonly seen = new Set<string>();

  constructor(private readonly dir = process.env.A11Y_CLEAN_DIR) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  private file(key: string) {
    return path.join(this.dir!, createHash('sha1').update(key).digest('hex'));
  }

  has(key: string) {
    if (this.seen.has(key)) return true;
    if (!this.dir || !existsSync(this.file(key))) return false;
    this.seen.add(key);
    return true;
  }

  add(key: string) {
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (this.dir) writeFileSync(this.file(key), key);
  }
}

/** One worker's checks: which screens were checked clean, and what the checks cost. */
export class A11yChecker {
  private readonly clean = new CleanScreens();
  private readonly sessions = new WeakMap<Page, Promise<CDPSession>>();
  /** Checks run (screens not seen clean before), and the time they took. */
  runs = 0;
  millis = 0;

  /**
   * Checks what the page shows that the run has not seen clean: the whole page when its route
   * (language, theme, session) is new, else only the open parts that are new.
   * Throws on serious or critical findings.
   */
  async check(page: Page) {
    if (page.isClosed() || !page.url().startsWith('http')) return;
    let session = this.sessions.get(page);
    if (!session) {
      session = page.context().newCDPSession(page);
      this.sessions.set(page, session);
    }
    const cdp = await session;
    try {
      const state = await run<ScreenState>(cdp, screenState, SAME_SCREEN);
      const whole = !this.clean.has(state.page);
      const only = state.parts.filter((key) => !this.clean.has(key));
      if (!whole && only.length === 0) return;
      const started = Date.now();
      this.runs += 1;
      try {
        const scope: Scope = { tags: TAGS, whole, only };
        const findings = await this.findings(cdp, state.hasAxe, scope);
        const where = whole ? state.page : only.join(' + ');
        if (process.env.A11Y_LOG) process.stdout.write(`axe ${Date.now() - started} ms ${where}\n`);
        if (findings.length) throw new Error(describe(where, findings));
        if (whole) this.clean.add(state.page);
        for (const key of whole ? state.parts : only) this.clean.add(key);
      } finally {
        this.millis += Date.now() - started;
      }
    } catch (error) {
      if (!GONE.test(String(error))) throw error;
    }
  }

  private async findings(cdp: CDPSession, hasAxe: boolean, scope: Scope) {
    if (!hasAxe) await run(cdp, AXE_SOURCE);
    const findings = (await run<A11yFinding[]>(cdp, axeFindings, scope)).filter((v) =>
      FAILING_IMPACTS.has(v.impact),
    );
    const keyboard = await run<A11yFinding['nodes']>(cdp, unreachableClickables, scope);
    if (keyboard.length)
      findings.push({
        id: 'clickable-not-reachable-by-tab',
        impact: 'serious',
        help: 'Everything clickable must be reachable by Tab',
        nodes: keyboard,
      });
    return findings;
  }
}

function describe(key: string, findings: A11yFinding[]) {
  const lines = [`Accessibility check failed on ${key}:`];
  for (const f of findings) {
    lines.push(`  ${f.id} (${f.impact}): ${f.help} — ${f.nodes.length} element(s)`);
    for (const n of f.nodes.slice(0, 5))
      lines.push(`    ${n.target}\n      ${n.html.slice(0, 200)}`);
  }
  return lines.join('\n');
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
