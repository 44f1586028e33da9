import type { Locator, Page } from '@playwright/test';
import { eventually } from '../support/waits';
import { button, buttonOrLink, link, main } from './common';

/** The site header landmark. */
export const header = (page: Page) => page.getByRole('banner');

/** The header's account menu (the avatar button opens it). */
export class AccountMenu {
  readonly root;
  readonly opener;
  constructor(readonly page: Page) {
    this.root = page.getByRole('menu', { name: 'Account menu' });
    this.opener = header(page).getByRole('button', { name: 'Account menu' });
  }
  entry(name: string) {
    return this.root.getByRole('menuitem', { name, exact: true });
  }
  /** Opens the menu from its button in the header. */
  async open() {
    await this.opener.click();
    await eventually.visible(this.root);
  }
}

/** The side bar. */
export class SideMenu {
  readonly root;
  constructor(readonly page: Page) {
    this.root = page.getByRole('navigation', { name: 'Side menu' });
  }
  button(name: string | RegExp) {
    return button(this.root, name);
  }
  link(name: string) {
    return link(this.root, name);
  }
  /** An entry: a button or a link. */
  entry(name: string) {
    return buttonOrLink(this.root, name);
  }
  /** The collapse toggle: named after what it does, aria-expanded tells the state. */
  get toggle() {
    return this.button(/^(Collapse|Expand) the side menu$/);
  }
  get games() {
    return this.root.getByRole('list', { name: 'Games', exact: true });
  }
  providersToggle(category: string) {
    return this.button(`${category} providers`);
  }
  providers(category: string) {
    return this.root.getByRole('list', { name: `${category} providers`, exact: true });
  }
  get languages() {
    return this.root.getByRole('combobox', { name: 'Language' });
  }
  /** The language selector, whatever its name. */
  get languageSelect() {
    return this.root.getByRole('combobox');
  }
  qrCode(name: string | RegExp) {
    return this.root.getByRole('img', { name, exact: typeof name === 'string' });
  }
  get socialLinks() {
    return this.root.getByRole('list', { name: 'Follow us', exact: true });
  }
}

export class SiteFooter {
  readonly root;
  constructor(readonly page: Page) {
    this.root = page.getByRole('contentinfo', { name: 'Site footer' });
  }
  block(name: string) {
    return this.root.getByRole('heading', { level: 2, name, exact: true });
  }
  get providers() {
    return this.root.getByRole('list', { name: 'Game providers', exact: true });
  }
  link(name: string) {
    return link(this.root, name);
  }
  /** The copyright line, for the browser's current year. */
  async copyright() {
    const year = await this.page.evaluate(() => new Date().getFullYear());
    return this.root.getByText(`© ${year} Lucky Portal. All rights reserved.`);
  }
}

/** The floating service widget. */
export class ServiceWidget {
  readonly root;
  constructor(readonly page: Page) {
    this.root = page.getByRole('complementary', { name: 'Service widget' });
  }
  get toggle() {
    return button(this.root, 'Service menu');
  }
  link(name: string) {
    return link(this.root, name);
  }
  entry(name: string) {
    return buttonOrLink(this.root, name);
  }
}

/** The help centre page: a topic list and the chosen article. */
export class HelpCentre {
  readonly topics;
  constructor(readonly page: Page) {
    this.topics = page.getByRole('navigation', { name: 'Topics', exact: true });
  }
  topic(name: string) {
    return button(this.topics, name);
  }
  article(title: string) {
    return this.page.getByRole('article', { name: title, exact: true });
  }
}

/** The app download page (/down). */
export class DownloadPage {
  constructor(readonly page: Page) {}
  qrCode(name: string) {
    return main(this.page).getByRole('img', { name, exact: true });
  }
  link(name: string) {
    return link(main(this.page), name);
  }
  guide(name: string) {
    return main(this.page).getByRole('region', { name, exact: true });
  }
  /** The "Install the app" part: the browser's install offer, or how to install. */
  get install() {
    return main(this.page).getByRole('region', { name: 'Install the app', exact: true });
  }
  get installButton() {
    return button(this.install, 'Install the app');
  }
}

/** The layout parts by the names the Gherkin uses, found by their landmark roles. */
const LAYOUT_PARTS: Record<string, (page: Page) => Locator> = {
  'site header': header,
  'side menu': (page) => new SideMenu(page).root,
  'site footer': (page) => page.getByRole('contentinfo'),
  'service widget': (page) => new ServiceWidget(page).root,
};

export function layoutPart(page: Page, name: string) {
  const find = LAYOUT_PARTS[name];
  if (!find) throw new Error(`Unknown layout part '${name}'`);
  return find(page);
}

/** The level-1 heading of the section the main content shows. */
export const sectionHeading = (page: Page, title: string) =>
  main(page).getByRole('heading', { level: 1, name: title, exact: true });

/** The phone's bottom navigation bar. */
export const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

/**
 * The places the keyboard steps name: "site header", "notice marquee", "side menu" (the phone's
 * drawer), "bottom bar", `dialog "<title>"`.
 */
export function place(page: Page, where: string): Locator {
  const title = /^dialog "(.+)"$/.exec(where)?.[1];
  if (title) return page.getByRole('dialog', { name: title, exact: true });
  if (where === 'site header') return header(page);
  if (where === 'side menu') return new SideMenu(page).root;
  if (where === 'bottom bar') return bottomBar(page);
  if (where === 'notice marquee') return page.getByRole('region', { name: 'Player notices' });
  throw new Error(`Unknown place '${where}'`);
}

/** A button or link of a place by its exact name. */
export const control = (page: Page, name: string, where: string) =>
  buttonOrLink(place(page, where), name);

/**
 * Where the keyboard focus is within `root`: the index of the focused element among root's
 * descendants, or null when the focus is elsewhere (or on root itself).
 */
export const focusIndex = (root: Locator) =>
  root.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === el || !el.contains(active)) return null;
    return [...el.querySelectorAll('*')].indexOf(active);
  });

/** The indexes (among root's descendants) of what Tab stops at: shown, enabled, tabbable. */
export const tabStops = (root: Locator) =>
  root.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('*')].flatMap((item, i) =>
      item.tabIndex >= 0 &&
      !item.matches(':disabled') &&
      item.getClientRects().length > 0 &&
      !item.closest('[inert], [hidden]')
        ? [i]
        : [],
    ),
  );
