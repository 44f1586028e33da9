import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTabInside } from './focus-trap';

/** jsdom lays nothing out: every element counts as shown (offsetParent is the body). */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  document.body.innerHTML = `
    <button id="outside">outside</button>
    <nav id="box"><button id="first">first</button><a id="middle" href="/x">middle</a>
    <button id="off" disabled>off</button><button id="last">last</button></nav>`;
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const box = () => document.getElementById('box')!;
const press = (key: string, shiftKey = false) => {
  const event = { key, shiftKey, preventDefault: vi.fn() };
  keepTabInside(box(), event);
  return event;
};

describe('keepTabInside', () => {
  it('takes Tab from the last stop round to the first, skipping disabled controls', () => {
    document.getElementById('last')!.focus();
    expect(press('Tab').preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('first');
  });

  it('takes Shift+Tab from the first stop, or the box itself, round to the last', () => {
    document.getElementById('first')!.focus();
    press('Tab', true);
    expect(document.activeElement?.id).toBe('last');
    box().tabIndex = -1;
    box().focus();
    press('Tab', true);
    expect(document.activeElement?.id).toBe('last');
  });

  it('leaves Tab in the middle, and other keys, to the browser', () => {
    document.getElementById('first')!.focus();
    expect(press('Tab').preventDefault).not.toHaveBeenCalled();
    expect(press('Enter').preventDefault).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('first');
  });

  it('keeps the focus where it is in a box with nothing to focus', () => {
    box().innerHTML = '<p>nothing</p>';
    expect(press('Tab').preventDefault).toHaveBeenCalled();
  });
});
