import type { Page } from '@playwright/test';
import { button, dialog, main } from './common';

/** Texts of the launch feature (EN catalogue) the steps look for. */
export const LAUNCH_ERROR_TITLE = 'The game could not start';
/** Where the mock's games live. */
export const GAME_ADDRESS = /^\/launch-[ab]\/(game|lottery)\?/;

/** The /game page's frame. */
export const gameFrame = (page: Page) => main(page).locator('iframe');

/** The starting dialog ("Starting <game>"). */
export const startingDialog = (page: Page, game: string) => dialog(page, `Starting ${game}`);

/** The launch refusal dialog. */
export const launchError = (page: Page) => dialog(page, LAUNCH_ERROR_TITLE);

/** The vendor's own game list (isGame VASSALAGE). */
export class VendorGameList {
  readonly root;
  constructor(
    readonly page: Page,
    readonly vendor: string,
  ) {
    this.root = dialog(page, `${vendor} games`);
  }
  get games() {
    return this.root.getByRole('list', { name: `Games of ${this.vendor}`, exact: true });
  }
  get pages() {
    return this.root.getByRole('navigation', { name: 'Game list pages' });
  }
  play(game: string) {
    return button(this.root, `Play ${game}`);
  }
  button(name: string) {
    return button(this.root, name);
  }
}

/** A PVP game's room list. */
export class RoomList {
  readonly root;
  constructor(
    readonly page: Page,
    readonly game: string,
  ) {
    this.root = dialog(page, `${game}: choose a room`);
  }
  get rooms() {
    return this.root.getByRole('list', { name: `Rooms of ${this.game}`, exact: true });
  }
  room(name: string) {
    return button(this.root, `Enter the room ${name}`);
  }
}

/** The games suggested when the chosen one is under maintenance. */
export const suggestedGames = (page: Page) =>
  dialog(page, 'Game under maintenance').getByRole('list', { name: 'Suggested games' });
