import type { Page } from '@playwright/test';
import { button } from './common';
import { MemberCentre } from './member';

/** The member centre's feedback and complaints: the form and the history. */
export class FeedbackPage {
  readonly centre;
  readonly form;
  readonly history;
  constructor(readonly page: Page) {
    this.centre = new MemberCentre(page);
    this.form = this.centre.root.getByRole('region', { name: 'Send feedback', exact: true });
    this.history = this.centre.root
      .getByRole('region', { name: 'My feedback', exact: true })
      .getByRole('list', { name: 'My feedback', exact: true });
  }
  get category() {
    return this.form.getByLabel('Category', { exact: true });
  }
  get content() {
    return this.form.getByRole('textbox', { name: 'Content', exact: true });
  }
  get send() {
    return button(this.form, 'Send');
  }
  get chooseImages() {
    return button(this.form, 'Choose images');
  }
  /** The history's entries, newest first. */
  get entries() {
    return this.history.getByRole('listitem');
  }
  entry(content: string) {
    return this.entries.filter({ hasText: content }).first();
  }
}
