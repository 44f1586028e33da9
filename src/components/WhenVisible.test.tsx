import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './WhenVisible';
import { stubIntersectionObserver } from '@/testing/intersection-observer';

describe('WhenVisible', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders its children only once their place comes near the viewport', () => {
    const observers = stubIntersectionObserver();
    render(
      <WhenVisible minHeight={300}>
        <p>Below the fold</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('Below the fold')).toBeNull();
    observers[0]!.report([{ isIntersecting: false }]);
    expect(screen.queryByText('Below the fold')).toBeNull();
    observers[0]!.report([{ isIntersecting: true }]);
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
