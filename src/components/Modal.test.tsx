import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { initI18n, i18next } from '@/i18n';
import { Modal, type ModalProps } from './Modal';

let scrollTo: MockInstance<typeof window.scrollTo>;

beforeAll(async () => {
  await initI18n('EN');
  await i18next.changeLanguage('en');
});
// jsdom does not scroll: record the calls instead.
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  scrollTo.mockRestore();
});

/** A page with an opener button and the modal it opens (as the app's modal host does). */
function Page(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {open ? (
        <Modal title="Terms" onClose={() => setOpen(false)} {...props}>
          <input aria-label="First field" />
          <a href="/x">A link</a>
          <button type="button">Last button</button>
        </Modal>
      ) : null}
    </div>
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Terms' });
};

describe('Modal (spec 1 §2.7, spec 2 §2 generic modal)', () => {
  it('is a dialog named by its title, with a close button that closes it', async () => {
    render(<Page />);
    const dialog = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can hide its title (still its name) and its close button; the white close button has its own look', async () => {
    const { unmount } = render(<Page hideTitle closeButton={false} />);
    await open();
    expect(screen.getByRole('heading', { name: 'Terms' })).toHaveClass('visually-hidden');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    unmount();
    render(<Page closeButton="white" />);
    await open();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('modal-close-white');
  });

  it('closes on Escape', async () => {
    render(<Page />);
    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the background, not on a click inside', async () => {
    render(<Page />);
    const dialog = await open();
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Terms' }));
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a background click when asked to; without a background it has no dimming layer', async () => {
    render(<Page closeOnBackdrop={false} backdrop={false} />);
    const dialog = await open();
    expect(dialog.parentElement).not.toHaveClass('modal-backdrop');
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks the page scroll where it is while open and frees it on close', async () => {
    render(<Page />);
    await open();
    const root = document.documentElement.style;
    expect(root.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('');
    expect(document.body.dataset.modalOpen).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(root.overflow).toBe('');
    expect(document.body.dataset.modalOpen).toBeUndefined();
    // Nothing moved, so nothing is scrolled back.
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the lock until the last of two stacked modals closes', async () => {
    function Two() {
      const [second, setSecond] = useState(true);
      return (
        <>
          <Modal title="First" onClose={() => undefined}>
            <button type="button">In first</button>
          </Modal>
          {second ? (
            <Modal title="Second" onClose={() => setSecond(false)}>
              <button type="button">In second</button>
            </Modal>
          ) : null}
        </>
      );
    }
    const { unmount } = render(<Two />);
    const root = document.documentElement.style;
    expect(root.overflow).toBe('hidden');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(root.overflow).toBe('hidden');
    unmount();
    expect(root.overflow).toBe('');
  });

  it('moves focus inside, traps Tab and Shift+Tab, and returns focus to the opener', async () => {
    render(<Page />);
    await open();
    // jsdom has no layout: make every element count as shown for the trap.
    const restore = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get: () => document.body,
    });
    try {
      const close = screen.getByRole('button', { name: 'Close' });
      const last = screen.getByRole('button', { name: 'Last button' });
      expect(close).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('textbox', { name: 'First field' })).toHaveFocus();
      last.focus();
      await userEvent.tab();
      expect(close).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(last).toHaveFocus();
    } finally {
      if (restore) Object.defineProperty(HTMLElement.prototype, 'offsetParent', restore);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps a dialog over a centre that opens after it, and hands the focus on when it closes', async () => {
    // A reload of a centre's address: the reality check opens at once, the centre's code later.
    function Reload() {
      const [check, setCheck] = useState(true);
      const [centre, setCentre] = useState(false);
      return (
        <div>
          <button type="button" onClick={() => setCentre(true)}>
            Centre in
          </button>
          {check ? (
            <Modal title="Reality check" onClose={() => setCheck(false)} closeButton={false}>
              <button type="button" onClick={() => setCheck(false)}>
                Continue
              </button>
            </Modal>
          ) : null}
          {centre ? (
            <Modal title="Member centre" layer="centre" onClose={() => setCentre(false)}>
              <a href="/deposit">Deposit</a>
            </Modal>
          ) : null}
        </div>
      );
    }
    render(<Reload />);
    const check = screen.getByRole('dialog', { name: 'Reality check' });
    fireEvent.click(screen.getByRole('button', { name: 'Centre in', hidden: true }));
    const centre = screen.getByRole('dialog', { name: 'Member centre' });
    // The dialog's layer stacks over the centre's and keeps the focus.
    expect(centre.parentElement).toHaveClass('modal-layer--centre');
    expect(check.parentElement).not.toHaveClass('modal-layer--centre');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
