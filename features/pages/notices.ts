import type { Locator, Page } from '@playwright/test';
import { button, dialog } from './common';

/** The banner carousel. */
export class BannerStrip {
  readonly root;
  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Banners' });
  }
  /** The shown slide's image (hidden slides are out of the accessibility tree). */
  get shownImage() {
    return this.root.getByRole('img');
  }
  get allImages() {
    return this.root.getByRole('img', { includeHidden: true });
  }
  dot(name: string) {
    return button(this.root, name);
  }
  get dots() {
    return this.root.getByRole('button', { name: /^Slide \d+$/ });
  }
  slide(name: string | RegExp) {
    return this.root.getByRole('group', { name, exact: typeof name === 'string' });
  }
  get pauseToggle() {
    return this.root.getByRole('button', { name: 'Pause the banners' });
  }
}

/** The player-notice marquee. */
export class NoticeMarquee {
  readonly root;
  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Player notices' });
  }
  get titles() {
    return this.root.getByRole('list').getByRole('button');
  }
  get allAnnouncements() {
    return this.root.getByRole('button', { name: 'All announcements' });
  }
  get pauseToggle() {
    return this.root.getByRole('button', { name: 'Pause the notices' });
  }
}

/** The notice modal: a list of titles (with pages) and the chosen notice. */
export class NoticeModal {
  readonly root;
  constructor(
    readonly page: Page,
    name?: string,
  ) {
    this.root = dialog(page, name);
  }
  get titleList() {
    return this.root.getByRole('list', { name: 'Titles' });
  }
  title(name: string) {
    return this.titleList.getByRole('button', { name, exact: true });
  }
  get article() {
    return this.root.getByRole('article');
  }
  get pages() {
    return this.root.getByRole('navigation', { name: 'Pages' });
  }
  pageButton(name: string) {
    return button(this.pages, name);
  }
  /** The heading that names the list (Player notices, Announcements, or a popup's). */
  get listName() {
    return this.root.getByRole('heading', { level: 2 });
  }
}

/** The server HTML shown in an article (help centre or notice modal): the article's own block. */
export function articleContent(article: Locator) {
  return article.locator(':scope > div').last();
}
