import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './WhenVisible';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('WhenVisible', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders its children only once their place comes near the viewport', () => {
    const observers: { callback: Callback; disconnect: ReturnType<typeof vi.fn> }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(callback: Callback) {
          observers.push({ callback, disconnect: this.disconnect });
        }
        observe() {}
      },
    );
    render(
      <WhenVisible minHeight={300}>
        <p>Below the fold</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('Below the fold')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Below the fold')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('renders at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible>
        <p>Here</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Here')).toBeInTheDocument();
  });
});
