import type { Page } from '@playwright/test';
import { button, escapeRegExp, main } from './common';

/** A games lobby (/rng /pvp /live ...) and the home page's game shelves. */
export class GamesLobby {
  constructor(readonly page: Page) {}

  /** The list of games (its accessible name ends with "games"). */
  get gameList() {
    return main(this.page)
      .getByRole('list', { name: /games$/ })
      .first();
  }
  /** The cards' play buttons ("Play <game>, <vendor>"). */
  get playButtons() {
    return main(this.page).getByRole('button', { name: /^Play / });
  }
  get hearts() {
    return main(this.page).getByRole('button', { name: /^Favourite / });
  }
  heart(game: string) {
    return button(main(this.page), `Favourite ${game}`);
  }
  get providers() {
    return this.page.getByRole('group', { name: 'Game providers' });
  }
  provider(name: string) {
    return button(this.providers, name);
  }
  /** A game type button: its name, with its count in brackets when shown. */
  gameType(name: string) {
    return this.page
      .getByRole('group', { name: 'Game types' })
      .getByRole('button', { name: new RegExp(`^${name}( \\(|$)`) });
  }
  showAs(name: string) {
    return button(this.page.getByRole('group', { name: 'Show games as' }), name);
  }
  get search() {
    return this.page.getByRole('searchbox', { name: 'Search games' });
  }
  pageButton(n: number) {
    return button(this.page.getByRole('navigation', { name: 'Game pages' }), `Page ${n}`);
  }
  /** The endless list's closing line. */
  get allShown() {
    return this.page.getByText(/^All [\d,]+ games are shown\.$/);
  }
  category(name: string) {
    return main(this.page).getByRole('heading', { level: 2, name, exact: true });
  }
  /** A shelf of the home page ("Hot games", "Recently played", a vendor lane...). */
  shelf(title: string) {
    return this.page.getByRole('region', { name: title, exact: true });
  }
  /** A game of a shelf by its name (its play button reads "Play <name>, <vendor>"). */
  shelfGame(title: string, name: string) {
    return this.shelf(title)
      .getByRole('button', { name: new RegExp(`^Play ${escapeRegExp(name)}, `) })
      .first();
  }
}

/** The seamless-wallet lobby (/seamless): the games lobby over the main-wallet vendors. */
export class SeamlessLobby {
  constructor(readonly page: Page) {}

  /** The games' play buttons ("Play <game>, <vendor>"). */
  get playButtons() {
    return main(this.page).getByRole('button', { name: /^Play / });
  }
}
