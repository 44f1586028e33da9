import type { Page } from '@playwright/test';
import { button } from './common';
import { header } from './shell';

/** The chat room: its header launcher and its floating window with the conversation frame. */
export class ChatRoom {
  readonly window;
  readonly launcher;
  constructor(readonly page: Page) {
    this.window = page.getByRole('region', { name: 'Chat room' });
    // Its name says the unread count its badge shows ("Chat room, 3 unread").
    this.launcher = button(header(page), /^Chat room(, \d+\+? unread)?$/);
  }
  get conversation() {
    return this.window.getByTitle('Chat room conversation');
  }
  button(name: string) {
    return button(this.window, name);
  }
}
